// Check order: a throw ends that expansion only; each macro reports on its own.
// fixture-file: RootStopsInitializerCheck.swift
// the root throws before the initializer is checked; the peer macros still run
@Instantiable(isRoot: true)
public final class Root: Instantiable {
    @Received var user: User
}
// expected-error@2:1 {{Types decorated with `@Instantiable(isRoot: true)` must only have dependencies that are all `@Instantiated` or `@Received(fulfilledByDependencyNamed:ofType:)`, where the latter properties can be fulfilled by `@Instantiated` or `@Received(fulfilledByDependencyNamed:ofType:)` properties declared on this type.\n\nThe following dependencies were found on Root that violated this contract:\nuser: User}}
// expected-error@4:15 {{Dependency can not be mutable unless it is decorated with a property wrapper. Mutations to a dependency are not propagated through the dependency tree.}} {{15-18=let}}
// fixture-file: AliasOfOwnProperty.swift
// an alias of one of the root's own properties is fine, of another type's is not
@Instantiable(isRoot: true)
public final class Root: Instantiable {
    public init(client: Client, aliased: Client, other: Session) {
        self.client = client
        self.aliased = aliased
        self.other = other
    }

    @Instantiated let client: Client
    @Received(fulfilledByDependencyNamed: "client", ofType: Client.self) let aliased: Client
    @Received(fulfilledByDependencyNamed: "session", ofType: Session.self) let other: Session
}
// expected-error@2:1 {{Types decorated with `@Instantiable(isRoot: true)` must only have dependencies that are all `@Instantiated` or `@Received(fulfilledByDependencyNamed:ofType:)`, where the latter properties can be fulfilled by `@Instantiated` or `@Received(fulfilledByDependencyNamed:ofType:)` properties declared on this type.\n\nThe following dependencies were found on Root that violated this contract:\nother: Session}}
// fixture-file: ThrowStopsPeerChecks.swift
// `static` throws before the mutability check
public final class Service {
    @Instantiated static var shared: Shared
}
// expected-error@3:5 {{This macro can not decorate `static` variables}}
// fixture-file: EachAttributeExpands.swift
// each dependency attribute is its own expansion: a throw is reported on each
public final class Service {
    @Instantiated @Received static let shared: Shared
}
// expected-error@3:5 {{This macro can not decorate `static` variables}}
// expected-error@3:19 {{This macro can not decorate `static` variables}}
