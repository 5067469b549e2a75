import WiringAnalysis

struct ExtensionInstantiateNotPublicStatic: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/extension-instantiate-not-public-static", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "An @Instantiable extension's instantiate() that is not public static",
        details: """
        SafeDI's generated code calls `Type.instantiate(…)` from its own file: the method must be `public` (or \
        `open`) and `static`. Otherwise the macro reports "@Instantiable-decorated extension must have an \
        `instantiate()` method that is both `public` and `static`" on the method.

        The fix-it makes the method's modifiers exactly `public static`.
        """,
        fixTitles: ["Set `public static` modifiers"],
        triggeringExamples: ["""
        @Instantiable
        extension Client: Instantiable {
            static func instantiate() -> Client { Client() }
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
            guard case .instantiateNotPublicStatic = e.kind else { continue }
            let d = file.decl(e.decl)
            let edit: EditRecipe = d.modifiers.isEmpty
                ? .insertBefore(file.anchor(e.decl, .keyword), "public static ")
                : .replaceSpan(from: file.anchor(e.decl, .modifier(0)), afterFrom: false,
                               through: file.anchor(e.decl, .modifier(d.modifiers.count - 1)), "public static")
            out.append(finding("@Instantiable-decorated extension must have an `instantiate()` method that is both `public` and `static`",
                               at: file.anchor(e), fixes: [FixRecipe(title: "Set `public static` modifiers", edits: [edit])]))
        }
    }
}
