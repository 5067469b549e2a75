// The peer macro of @Instantiated / @Received / @Forwarded, in its check order.
public final class Service {
    @Instantiated(fulfilledByType: "[Client]") let clients: [Client]
    // expected-error@-1:5 {{The argument `fulfilledByType` must refer to a simple type}}
    @Instantiated(fulfilledByType: "any Client") let anyClient: any Client
    // expected-error@-1:5 {{The argument `fulfilledByType` must refer to a simple type}}
    @Instantiated(fulfilledByType: "Module.Client<Int>") let generic: Client<Int>
    @Received let builder: SendableErasedInstantiator<(), Client>?
    // expected-error@-1:5 {{`ErasedInstantiator` and `SendableErasedInstantiator` require use of the argument `fulfilledByType`}}
    @Instantiated(fulfilledByType: "DefaultClient") let lazyClient: SendableInstantiator<Client>?
    // expected-error@-1:5 {{The argument `fulfilledByType` can not be used on an `Instantiator` or `SendableInstantiator`. Use an `ErasedInstantiator` or `SendableErasedInstantiator` instead}}
    @Received(fulfilledByDependencyNamed: "client", ofType: makeType()) let aliased: Client
    // expected-error@-1:5 {{The argument `ofType` must be a type literal}}
    @Received(onlyIfAvailable: false) let user: any User, session: Session!, token: Optional<Token>
    // expected-error@-1:43 {{The type of a dependency decorated with `onlyIfAvailable: true` must be marked as optional utilizing the `?` spelling}} {{49-49=(}} {{57-57=)?}} {{68-76=Session?}} {{85-100=Token?}}
    @Instantiated var first: First, second: Second
    // expected-error@-1:19 {{Dependency can not be mutable unless it is decorated with a property wrapper. Mutations to a dependency are not propagated through the dependency tree.}} {{19-22=let}}
    @Instantiated @Published var model: Model
    @Forwarded func configure() {}
    // expected-error@-1:5 {{This macro must decorate a instance variable}}
}
