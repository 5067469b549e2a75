@Instantiable
public final class Grandchild: Instantiable {
    public init(greatGrandchild: GreatGrandchild) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let greatGrandchild: GreatGrandchild
}