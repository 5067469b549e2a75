import WiringAnalysis

struct FulfilledByTypeNotLiteral: SafeDIThrownRule {
    let thrownKind = SafeDIMacroEvent.ThrownKind.fulfilledByTypeNotLiteral
    let info = RuleInfo(
        id: "safedi/fulfilled-by-type-not-literal", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "fulfilledByType: that is not a string literal",
        details: """
        SafeDI reads `fulfilledByType:` from the source text, so it must be a string literal without \
        interpolation; a constant or an expression is rejected with "The argument `fulfilledByType` must be \
        a string literal".

        Write the type's name inline, in quotes.
        """,
        triggeringExamples: ["""
        let clientType = "DefaultClient"
        public final class Service {
            @Instantiated(fulfilledByType: clientType) let client: Client
        }
        """],
        nonTriggeringExamples: ["""
        public final class Service {
            @Instantiated(fulfilledByType: "DefaultClient") let client: Client
        }
        """])
}
