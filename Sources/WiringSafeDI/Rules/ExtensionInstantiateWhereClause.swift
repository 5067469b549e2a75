import WiringAnalysis

struct ExtensionInstantiateWhereClause: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/extension-instantiate-where-clause", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "An @Instantiable extension's instantiate() with a generic where clause",
        details: """
        Like the extension itself, its `instantiate()` method cannot be limited by a `where` clause: the macro \
        reports "@Instantiable-decorated extension must not have a generic `where` clause" on the method.

        The fix-it removes the `where` clause.
        """,
        fixTitles: ["Remove generic `where` clause"],
        triggeringExamples: ["""
        @Instantiable
        extension Box: Instantiable {
            public static func instantiate() -> Box<Int> where Value == Int { Box(value: 0) }
        }
        """],
        nonTriggeringExamples: ["""
        @Instantiable
        extension Box: Instantiable {
            public static func instantiate() -> Box<Int> { Box(value: 0) }
        }
        """])

    func check(_ file: SafeDIFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .instantiateWhereClause = e.kind else { continue }
            out.append(finding("@Instantiable-decorated extension must not have a generic `where` clause", at: file.anchor(e),
                               fixes: [file.fixes.removeWhereClause(e.decl)]))
        }
    }
}
