import WiringAnalysis

struct ErasedInstantiatorNeedsFulfilledByType: SafeDIThrownRule {
    let thrownKind = SafeDIMacroEvent.ThrownKind.erasedInstantiatorNeedsFulfilledByType
    let info = RuleInfo(
        id: "safedi/erased-instantiator-needs-fulfilled-by-type", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "An ErasedInstantiator property without fulfilledByType:",
        details: """
        An `ErasedInstantiator<Forwarded, T>` (or `SendableErasedInstantiator`) hides which concrete type it \
        builds; SafeDI learns it from `fulfilledByType:`. Without it the macro throws "`ErasedInstantiator` \
        and `SendableErasedInstantiator` require use of the argument `fulfilledByType`" — on `@Received` and \
        `@Forwarded` properties of such a type too.

        Add `fulfilledByType: "ConcreteType"` as the first argument of `@Instantiated`.
        """,
        triggeringExamples: ["""
        public final class Service {
            @Instantiated let clientBuilder: ErasedInstantiator<(), Client>
        }
        """],
        nonTriggeringExamples: ["""
        public final class Service {
            @Instantiated(fulfilledByType: "DefaultClient") let clientBuilder: ErasedInstantiator<(), Client>
        }
        """])
}
