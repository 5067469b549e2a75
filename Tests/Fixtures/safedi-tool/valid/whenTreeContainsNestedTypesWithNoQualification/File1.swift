import Foundation

@Instantiable
public final class Child {
    public init(grandchild: Grandchild) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiable
    public final class Grandchild {
        public init(greatGrandchild: GreatGrandchild, pathalogical: Pathalogical) {
            fatalError("SafeDI doesn't inspect the initializer body")
        }

        @Instantiated let greatGrandchild: GreatGrandchild
        @Instantiated let pathalogical: Pathalogical

        @Instantiable
        public final class GreatGrandchild {
            public init(pathalogical: Pathalogical) {
                fatalError("SafeDI doesn't inspect the initializer body")
            }

            @Instantiated let pathalogical: Pathalogical

            @Instantiable
            public final class Pathalogical {
                public init() {}
            }
        }

        @Instantiable
        public final class Pathalogical {
            public init() {}
        }
    }

    @Instantiated private let grandchild: Grandchild
}