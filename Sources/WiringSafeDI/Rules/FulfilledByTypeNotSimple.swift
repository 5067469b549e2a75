import WiringAnalysis

struct FulfilledByTypeNotSimple: SafeDIThrownRule {
    let thrownKind = SafeDIMacroEvent.ThrownKind.fulfilledByTypeNotSimple
    let info = RuleInfo(
        id: "safedi/fulfilled-by-type-not-simple", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "fulfilledByType: names something other than a plain type",
        details: """
        The string given to `fulfilledByType:` must name a type SafeDI can build: a name or a dotted path, \
        generic arguments allowed (`"DefaultClient"`, `"Module.Client<Int>"`). An optional, an \
        existential, an array, a tuple or a closure is rejected with "The argument `fulfilledByType` must \
        refer to a simple type".

        Name the concrete type; SafeDI makes the optional or the existential itself.
        """,
        triggeringExamples: ["""
        public final class Service {
            @Instantiated(fulfilledByType: "DefaultClient?") let client: Client?
        }
        """],
        nonTriggeringExamples: ["""
        public final class Service {
            @Instantiated(fulfilledByType: "DefaultClient") let client: Client
        }
        """])
}
