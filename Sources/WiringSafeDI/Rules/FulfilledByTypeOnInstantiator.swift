import WiringAnalysis

struct FulfilledByTypeOnInstantiator: SafeDIThrownRule {
    let thrownKind = SafeDIMacroEvent.ThrownKind.fulfilledByTypeOnInstantiator
    let info = RuleInfo(
        id: "safedi/fulfilled-by-type-on-instantiator", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "fulfilledByType: on an Instantiator or SendableInstantiator property",
        details: """
        `fulfilledByType:` names the concrete type SafeDI builds for a property of another type. An \
        `Instantiator<T>` builds exactly `T`, so the macro throws "The argument `fulfilledByType` can not \
        be used on an `Instantiator` or `SendableInstantiator`. Use an `ErasedInstantiator` or \
        `SendableErasedInstantiator` instead". The check also sees through `?` and `!`.

        Use `ErasedInstantiator<ForwardedProperties, T>` with `fulfilledByType:`, or drop the argument.
        """,
        triggeringExamples: ["""
        public final class Service {
            @Instantiated(fulfilledByType: "DefaultClient") let clientBuilder: Instantiator<Client>
        }
        """],
        nonTriggeringExamples: ["""
        public final class Service {
            @Instantiated(fulfilledByType: "DefaultClient") let clientBuilder: ErasedInstantiator<(), Client>
        }
        """])
}
