import WiringAnalysis

struct OfTypeInvalid: SafeDIThrownRule {
    let thrownKind = SafeDIMacroEvent.ThrownKind.ofTypeInvalid
    let info = RuleInfo(
        id: "safedi/of-type-invalid", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "ofType: that is not a type",
        details: """
        The `ofType:` argument of `@Received(fulfilledByDependencyNamed:ofType:)` is the fulfilling \
        property's type, written as a type literal (`Client.self`). A string, a call or a number is rejected \
        with "The argument `ofType` must be a type literal".

        Write `Type.self`.
        """,
        triggeringExamples: ["""
        public final class Service {
            @Received(fulfilledByDependencyNamed: "client", ofType: "Client") let aliased: Client
        }
        """],
        nonTriggeringExamples: ["""
        public final class Service {
            @Received(fulfilledByDependencyNamed: "client", ofType: Client.self) let aliased: Client
        }
        """])
}
