import WiringAnalysis

struct OnlyIfAvailableNotBool: SafeDIThrownRule {
    let thrownKind = SafeDIMacroEvent.ThrownKind.onlyIfAvailableNotBool
    let info = RuleInfo(
        id: "safedi/only-if-available-not-bool", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "onlyIfAvailable: that is not true or false",
        details: """
        SafeDI reads `onlyIfAvailable:` from the source text, so it must be the literal `true` or `false`. \
        Anything else is rejected with "The argument `onlyIfAvailable` must be a type literal" (SafeDI's \
        wording: a Bool literal is meant).

        Write `true` or `false` inline.
        """,
        triggeringExamples: ["""
        let optional = true
        public final class Service {
            @Received(onlyIfAvailable: optional) let client: Client?
        }
        """],
        nonTriggeringExamples: ["""
        public final class Service {
            @Received(onlyIfAvailable: true) let client: Client?
        }
        """])
}
