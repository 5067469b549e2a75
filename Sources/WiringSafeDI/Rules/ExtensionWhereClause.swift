import WiringAnalysis

struct ExtensionWhereClause: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/extension-where-clause", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "An @Instantiable extension with a generic where clause",
        details: """
        An @Instantiable extension tells SafeDI how to build the extended type, for every use of it: it cannot \
        be limited to some generic arguments. The macro reports "@Instantiable-decorated extension must not \
        have a generic `where` clause" on the attribute.

        The fix-it removes the `where` clause; to build one specialization, return it from \
        `instantiate()` (`-> Box<Int>`).
        """,
        fixTitles: ["Remove generic `where` clause"],
        triggeringExamples: ["""
        @Instantiable
        extension Box: Instantiable where Value == Int {
            public static func instantiate() -> Box { Box(value: 0) }
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
            guard case .extensionWhereClause = e.kind else { continue }
            out.append(finding("@Instantiable-decorated extension must not have a generic `where` clause", at: file.anchor(e),
                               fixes: [file.fixes.removeWhereClause(e.decl)]))
        }
    }
}
