import WiringAnalysis

struct ExtensionMissingInstantiate: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/extension-missing-instantiate", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "An @Instantiable extension without an instantiate() method",
        details: """
        An @Instantiable extension tells SafeDI how to build a type it cannot annotate (one from another \
        module): with a `public static func instantiate(…) -> Type` method, whose parameters are the type's \
        received dependencies. Without a method named `instantiate` that returns something, the macro reports \
        "@Instantiable-decorated extension of Type must have a `public static func instantiate() -> Type` \
        method" on the extension's first member (right after `{` when it has none). `mockOnly` extensions are \
        not checked.

        The fix-it adds an empty `public static func instantiate() -> Type` as the first member; write its body.
        """,
        fixTitles: ["Add `public static func instantiate() -> Type` method"],
        triggeringExamples: ["""
        @Instantiable
        extension Client: Instantiable {}
        """],
        nonTriggeringExamples: ["""
        @Instantiable
        extension Client: Instantiable {
            public static func instantiate() -> Client { Client() }
        }
        """])

    func check(_ file: SafeDIFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .missingInstantiate(let extended, let ext) = e.kind else { continue }
            let method = "public static func instantiate() -> \(extended)"
            let fix = FixRecipe(title: "Add `\(method)` method",
                                edits: [.insertFirstMember(file.anchor(ext, .declaration), lines: [method + " {", "}"])])
            out.append(finding("@Instantiable-decorated extension of \(extended) must have a `\(method)` method",
                               at: file.anchor(e), fixes: [fix]))
        }
    }
}
