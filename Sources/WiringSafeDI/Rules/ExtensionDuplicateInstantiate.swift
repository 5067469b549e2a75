import WiringAnalysis

struct ExtensionDuplicateInstantiate: SafeDIThrownRule {
    let thrownKind = SafeDIMacroEvent.ThrownKind.duplicateInstantiate
    let info = RuleInfo(
        id: "safedi/extension-duplicate-instantiate", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "An @Instantiable extension with two instantiate(…) methods returning the same type",
        details: """
        SafeDI builds the extended type with the extension's `instantiate(…)` method; two of them returning \
        the same type (the same generic arguments too) leave it no choice, and the macro throws \
        "@Instantiable-decorated extension must have a single `instantiate(…)` method that returns `Type`". \
        Methods returning different specializations (`Box<Int>`, `Box<String>`) are fine.

        Keep one `instantiate(…)` per returned type.
        """,
        triggeringExamples: ["""
        @Instantiable
        extension Client: Instantiable {
            public static func instantiate() -> Client { Client() }
            public static func instantiate(user: User) -> Client { Client(user: user) }
        }
        """],
        nonTriggeringExamples: ["""
        @Instantiable
        extension Client: Instantiable {
            public static func instantiate() -> Client { Client() }
        }
        """])
}
