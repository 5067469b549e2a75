@Instantiable
public final class Child: Instantiable {
    public init(grandchild: Grandchild, unrelated: Unrelated, greatGrandchild: GreatGrandchild) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let grandchild: Grandchild
    @Instantiated let unrelated: Unrelated
    @Instantiated let greatGrandchild: GreatGrandchild
}