import WiringAnalysis

struct RootHasInheritedDependencies: SafeDIThrownRule {
    let thrownKind = SafeDIMacroEvent.ThrownKind.rootHasInheritedDependencies
    let info = RuleInfo(
        id: "safedi/root-has-inherited-dependencies", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "A root (@Instantiable(isRoot: true)) with @Received or @Forwarded dependencies",
        details: """
        The root of a dependency tree has no parent to receive anything from: every dependency it declares \
        must be `@Instantiated`, or a `@Received(fulfilledByDependencyNamed:ofType:)` alias of another of its \
        own properties. The macro throws, listing each other dependency as `label: Type`; for an extension \
        root, the parameters of its `instantiate()` are such dependencies. The initializer is not checked \
        until this is fixed.

        Instantiate the dependency in the root, alias one of the root's own properties, or make another type \
        the root.
        """,
        triggeringExamples: ["""
        @Instantiable(isRoot: true)
        public final class Root: Instantiable {
            public init(user: User) {
                self.user = user
            }

            @Received let user: User
        }
        """],
        nonTriggeringExamples: ["""
        @Instantiable(isRoot: true)
        public final class Root: Instantiable {
            public init(client: Client, aliased: Client) {
                self.client = client
                self.aliased = aliased
            }

            @Instantiated let client: Client
            @Received(fulfilledByDependencyNamed: "client", ofType: Client.self) let aliased: Client
        }

        @Instantiable
        public final class Client: Instantiable {
            public init() {}
        }
        """])
}
