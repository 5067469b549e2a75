import WiringAnalysis

struct ExtensionInstantiateReturnType: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/extension-instantiate-return-type", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "An @Instantiable extension's instantiate() returning another type than the extended one",
        details: """
        `instantiate()` is how SafeDI builds the extended type, so it returns that type (its generic arguments \
        may differ: `-> Box<Int>` in `extension Box`). Otherwise the macro reports "@Instantiable-decorated \
        extension’s `instantiate()` method must return the same base type as the extended type" on the method.

        The fix-it makes the return type the extended type.
        """,
        fixTitles: ["Make `instantiate()`’s return type the same base type as the extended type"],
        triggeringExamples: ["""
        @Instantiable
        extension Client: Instantiable {
            public static func instantiate() -> DefaultClient { DefaultClient() }
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
            guard case .instantiateReturnType(let expected) = e.kind else { continue }
            let fix = FixRecipe(title: "Make `instantiate()`’s return type the same base type as the extended type",
                                edits: [.replace(file.anchor(e.decl, .returnType), expected)])
            out.append(finding("@Instantiable-decorated extension’s `instantiate()` method must return the same base type as the extended type",
                               at: file.anchor(e), fixes: [fix]))
        }
    }
}
