import WiringAnalysis

struct FulfilledByDependencyNamedNotLiteral: SafeDIThrownRule {
    let thrownKind = SafeDIMacroEvent.ThrownKind.fulfilledByDependencyNamedNotLiteral
    let info = RuleInfo(
        id: "safedi/fulfilled-by-dependency-named-not-literal", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "fulfilledByDependencyNamed: that is not a string literal",
        details: """
        `@Received(fulfilledByDependencyNamed:ofType:)` names, as a string literal, the property that \
        fulfills this one. A constant or an interpolated string is rejected with "The argument \
        `fulfilledByDependencyNamed` must be a string literal".

        Write the property's name inline, in quotes.
        """,
        triggeringExamples: ["""
        let name = "client"
        public final class Service {
            @Received(fulfilledByDependencyNamed: name, ofType: Client.self) let aliased: Client
        }
        """],
        nonTriggeringExamples: ["""
        public final class Service {
            @Received(fulfilledByDependencyNamed: "client", ofType: Client.self) let aliased: Client
        }
        """])
}
