import WiringAnalysis

struct ExtensionInstantiateEffects: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/extension-instantiate-effects", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "An @Instantiable extension's instantiate() that is async or throws",
        details: """
        SafeDI builds the dependency tree synchronously and cannot handle errors: `instantiate()` must neither \
        be `async` nor throw. Otherwise the macro reports "@Instantiable-decorated extension’s `instantiate()` \
        method must not throw or be async" on the method.

        The fix-it removes `async` and `throws`; handle the failure inside the method, or build the value later.
        """,
        fixTitles: ["Remove effect specifiers"],
        triggeringExamples: ["""
        @Instantiable
        extension Client: Instantiable {
            public static func instantiate() throws -> Client { try Client.load() }
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
            guard case .instantiateEffects = e.kind else { continue }
            let d = file.decl(e.decl)
            var edits: [EditRecipe] = []
            if d.isAsync { edits.append(.delete(file.anchor(e.decl, .asyncKeyword))) }
            if d.isThrows { edits.append(.delete(file.anchor(e.decl, .throwsClause))) }
            out.append(finding("@Instantiable-decorated extension’s `instantiate()` method must not throw or be async",
                               at: file.anchor(e), fixes: [FixRecipe(title: "Remove effect specifiers", edits: edits)]))
        }
    }
}
