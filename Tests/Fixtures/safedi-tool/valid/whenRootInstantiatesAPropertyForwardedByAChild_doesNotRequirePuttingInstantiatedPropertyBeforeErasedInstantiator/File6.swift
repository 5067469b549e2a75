@Instantiable
public final class GrandchildB {
    public init(greatGrandchild: GreatGrandchild) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let greatGrandchild: GreatGrandchild
}