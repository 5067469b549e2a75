import WiringAnalysis

struct StaticDependency: SafeDIThrownRule {
    let thrownKind = SafeDIMacroEvent.ThrownKind.staticDependency
    let info = RuleInfo(
        id: "safedi/static-dependency", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "@Instantiated, @Received or @Forwarded on a static property",
        details: """
        Dependencies belong to an instance: SafeDI passes them to the initializer. On a `static` property \
        the macro throws "This macro can not decorate `static` variables".

        Make the property an instance property, or remove the attribute.
        """,
        triggeringExamples: ["""
        public final class Service {
            @Instantiated static let client: Client
        }
        """],
        nonTriggeringExamples: ["""
        public final class Service {
            @Instantiated let client: Client
        }
        """])
}
