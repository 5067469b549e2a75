import WiringAnalysis

struct ExtensionInstantiateGeneric: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/extension-instantiate-generic", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "An @Instantiable extension's instantiate() with generic parameters",
        details: """
        SafeDI calls `instantiate()` with the dependencies it has; it cannot choose generic arguments. The \
        macro reports "@Instantiable-decorated extension’s `instantiate()` method must not have a generic \
        parameter" on the method.

        The fix-it removes the generic parameter clause; use concrete types.
        """,
        fixTitles: ["Remove generic parameter"],
        triggeringExamples: ["""
        @Instantiable
        extension Client: Instantiable {
            public static func instantiate<T>() -> Client { Client() }
        }
        """],
        nonTriggeringExamples: ["""
        @Instantiable
        extension Client: Instantiable {
            public static func instantiate() -> Client { Client() }
        }
        """])

    func check(_ file: SafeDIFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .instantiateGeneric = e.kind else { continue }
            out.append(finding("@Instantiable-decorated extension’s `instantiate()` method must not have a generic parameter",
                               at: file.anchor(e),
                               fixes: [FixRecipe(title: "Remove generic parameter", edits: [.delete(file.anchor(e.decl, .genericParameters))])]))
        }
    }
}
