// The compiler expands `@SafeDI.Instantiable` and `@SafeDI.Instantiated`
// too; SafeDI reads its arguments and dependencies only from the plain names.
@SafeDI.Instantiable(fulfillingAdditionalTypes: notAnArray)
public final class Service {
// expected-error@-2:1 {{@Instantiable-decorated type or extension must declare conformance to `Instantiable`}} {{4:27-4:27=: Instantiable}}
    public init(client: Client) {
        self.client = client
    }

    @SafeDI.Instantiated let client: Client
    @SafeDI.Received static let shared: Shared
    // expected-error@-1:5 {{This macro can not decorate `static` variables}}
    @SafeDI.Forwarded var name: String
    // expected-error@-1:23 {{Dependency can not be mutable unless it is decorated with a property wrapper. Mutations to a dependency are not propagated through the dependency tree.}} {{23-26=let}}
}

@SafeDI.Instantiable
public final class Conforming: SafeDI.Instantiable {
    public init() {}
}
