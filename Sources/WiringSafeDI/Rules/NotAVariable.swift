import WiringAnalysis

struct NotAVariable: SafeDIThrownRule {
    let thrownKind = SafeDIMacroEvent.ThrownKind.notAVariable
    let info = RuleInfo(
        id: "safedi/not-a-variable", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "@Instantiated, @Received or @Forwarded on something other than a property",
        details: """
        The dependency macros mark stored properties (`let`, `var`) of an @Instantiable type. On a \
        function, a type or an initializer the macro throws "This macro must decorate a instance variable" \
        (SafeDI's wording).

        Put the attribute on the property the dependency is stored in.
        """,
        triggeringExamples: ["""
        public final class Service {
            @Instantiated func makeClient() -> Client { Client() }
        }
        """],
        nonTriggeringExamples: ["""
        public final class Service {
            @Instantiated let client: Client
        }
        """])
}
