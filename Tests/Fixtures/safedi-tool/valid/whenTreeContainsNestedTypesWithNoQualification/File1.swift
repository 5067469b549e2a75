import Foundation

@Instantiable
public final class Child: Instantiable {
    public init(grandchild: Grandchild) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiable
    public final class Grandchild: Instantiable {
        public init(greatGrandchild: GreatGrandchild, pathalogical: Pathalogical) {
            fatalError("SafeDI doesn't inspect the initializer body")
        }

        @Instantiated let greatGrandchild: GreatGrandchild
        @Instantiated let pathalogical: Pathalogical

        @Instantiable
        public final class GreatGrandchild: Instantiable {
            public init(pathalogical: Pathalogical) {
                fatalError("SafeDI doesn't inspect the initializer body")
            }

            @Instantiated let pathalogical: Pathalogical

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