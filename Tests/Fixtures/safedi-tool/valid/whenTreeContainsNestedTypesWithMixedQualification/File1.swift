import Foundation

@Instantiable
public final class Child {
    public init(grandchild: Grandchild) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiable
    public final class Grandchild {
        public init(greatGrandchild: GreatGrandchild, pathalogical: Grandchild.Pathalogical) {
            fatalError("SafeDI doesn't inspect the initializer body")
        }

        @Instantiated let greatGrandchild: GreatGrandchild
        @Instantiated let pathalogical: Grandchild.Pathalogical

        @Instantiable
        public final class GreatGrandchild {
            public init(pathalogical: Child.Grandchild.GreatGrandchild.Pathalogical) {
                fatalError("SafeDI doesn't inspect the initializer body")
            }

            @Instantiated let pathalogical: Child.Grandchild.GreatGrandchild.Pathalogical

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