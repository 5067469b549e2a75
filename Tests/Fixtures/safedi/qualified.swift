// The compiler expands `@SafeDI.Instantiable` and `@SafeDI.Instantiated`
// too, but SafeDI reads only the plain names: not the qualified attribute's
// arguments, and for a type declaration not its members either (no
// initializer, no dependency), so such a type always lacks an initializer.
// Checked against SafeDI's macros (`let notAnArray: [Any.Type] = []`).
@SafeDI.Instantiable(fulfillingAdditionalTypes: notAnArray) // expected-error:1-60 {{@Instantiable-decorated type or extension must declare conformance to `Instantiable`}} {{+1:27-+1:27=: Instantiable}} {{title=Declare conformance to `Instantiable`}}
public final class Service { // expected-error:28 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}}
    public init(client: Client) {
        self.client = client
    }

    @SafeDI.Instantiated let client: Client
    @SafeDI.Received static let shared: Shared // expected-error:5-21 {{This macro can not decorate `static` variables}}
    @SafeDI.Forwarded var name: String // expected-error:23-26 {{Dependency can not be mutable unless it is decorated with a property wrapper. Mutations to a dependency are not propagated through the dependency tree.}} {{23-26=let}} {{title=Replace `var` with `let`}}
}

@SafeDI.Instantiable
public final class Conforming: SafeDI.Instantiable { // expected-error:52 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}}
    public init() {}
}
