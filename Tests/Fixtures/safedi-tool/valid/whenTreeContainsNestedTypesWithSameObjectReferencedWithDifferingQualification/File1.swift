import Foundation

@Instantiable
public final class Child: Instantiable {
    public init(pathalogical: Child.Grandchild.Pathalogical, grandchild: Grandchild) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }
    @Instantiated let pathalogical: Child.Grandchild.Pathalogical

    @Instantiable
    public final class Grandchild: Instantiable {
        public init(greatGrandchild: GreatGrandchild, pathalogical: Pathalogical) {
            fatalError("SafeDI doesn't inspect the initializer body")
        }

        @Instantiated let greatGrandchild: GreatGrandchild
        @Received let pathalogical: Pathalogical

        @Instantiable
        public final class GreatGrandchild: Instantiable {
            public init(pathalogical: Grandchild.Pathalogical) {
                fatalError("SafeDI doesn't inspect the initializer body")
            }

            @Received let pathalogical: Grandchild.Pathalogical

            @Instantiable
            public final class Pathalogical: Instantiable {
                public init() {}
            }
        }

        @Instantiable
        public final class Pathalogical: Instantiable {
            public init() {}
        }
    }

    @Instantiated private let grandchild: Grandchild
}