// A class with several of the visitor's problems: each is reported, then the initializer check.
@Instantiable
final class Service: Instantiable {
// expected-error@-2:1 {{@Instantiable-decorated type must be `public` or `open`}} {{3:1-3:1=public }}
    @Instantiated let client: Client = Client(), cache: Cache = Cache()
    // expected-error@-1:5 {{Dependency must not have hand-written initializer}} {{37-48=}}
    // expected-error@-2:5 {{Dependency must not have hand-written initializer}} {{62-72=}}
    @Received @Forwarded let user: User
    // expected-error@-1:5 {{Dependency can have at most one of @Instantiated, @Received, or @Forwarded attached macro}} {{15-26=}}

    public init(client: Client, cache: Cache, user: User) {
        self.client = client
        self.cache = cache
        self.user = user
    }
}

// package would make `public package`: it is replaced
@Instantiable
package struct Settings: Instantiable {
// expected-error@-2:1 {{@Instantiable-decorated type must be `public` or `open`}} {{+1:1-+1:8=public}}
    public init() {}
}

// a nested @Instantiable type is its own expansion; the outer one reads none of its members
@Instantiable
public struct Outer: Instantiable {
    public init() {}

    @Instantiable
    public struct Inner: Instantiable {
    // expected-error@-1:39 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{+2:1-+2:1=        public init(client: Client) {\n            self.client = client\n        }\n\n}}
        @Instantiated let client: Client
    }
}
