import WiringAnalysis

struct ErasedToConcreteExistentialNotBool: SafeDIThrownRule {
    let thrownKind = SafeDIMacroEvent.ThrownKind.erasedToConcreteExistentialNotBool
    let info = RuleInfo(
        id: "safedi/erased-to-concrete-existential-not-bool", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "erasedToConcreteExistential: that is not true or false",
        details: """
        SafeDI reads `erasedToConcreteExistential:` from the source text, so it must be the literal `true` \
        or `false`; anything else is rejected with "The argument `erasedToConcreteExistential` must be a \
        bool literal".

        Write `true` or `false` inline.
        """,
        triggeringExamples: ["""
        let erase = true
        public final class Service {
            @Instantiated(fulfilledByType: "DefaultClient", erasedToConcreteExistential: erase) let client: AnyClient
        }
        """],
        nonTriggeringExamples: ["""
        public final class Service {
            @Instantiated(fulfilledByType: "DefaultClient", erasedToConcreteExistential: true) let client: AnyClient
        }
        """])
}
