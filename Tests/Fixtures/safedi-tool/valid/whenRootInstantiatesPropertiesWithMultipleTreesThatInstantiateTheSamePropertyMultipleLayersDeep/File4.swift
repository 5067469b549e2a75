@Instantiable
public final class GrandchildAB {
    public init(greatGrandchild: GreatGrandchild) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let greatGrandchild: GreatGrandchild
}