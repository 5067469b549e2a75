import WiringAnalysis

struct InstantiableArgumentInvalid: SafeDIThrownRule {
    let thrownKind = SafeDIMacroEvent.ThrownKind.instantiableArgument
    let info = RuleInfo(
        id: "safedi/instantiable-argument-invalid", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "An @Instantiable argument that is not the literal the macro needs",
        details: """
        @Instantiable reads its arguments from the source text, so they must be literals: \
        `fulfillingAdditionalTypes` an inlined array of non-optional types (`[Protocol.self]`), `mockAttributes` \
        a string literal, `generateMock` and `mockOnly` `true` or `false`, `customMockName` a string literal or \
        `nil`. The macro checks them first, in that order, and stops at the first one that is not: nothing \
        else about the declaration is checked until it is fixed.

        The messages are the macro's own: "The argument `fulfillingAdditionalTypes` must not include \
        optionals", "… must be an inlined array", "The argument `mockAttributes` must be a string literal", \
        "The argument `generateMock` must be a Bool literal (`true` or `false`)" (and `mockOnly`), "The \
        argument `customMockName` must be a string literal or `nil`". Write the value inline.
        """,
        triggeringExamples: ["""
        @Instantiable(fulfillingAdditionalTypes: [Client?.self])
        public final class Service: Instantiable {
            public init() {}
        }
        """, """
        let additionalTypes: [Any.Type] = [Client.self]
        @Instantiable(fulfillingAdditionalTypes: additionalTypes)
        public final class Service: Instantiable {
            public init() {}
        }
        """],
        nonTriggeringExamples: ["""
        @Instantiable(fulfillingAdditionalTypes: [Client.self])
        public final class Service: Instantiable, Client {
            public init() {}
        }
        """])
}
