@Instantiable
public final class GrandchildBB {
    public init(greatGrandchild: GreatGrandchild) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let greatGrandchild: GreatGrandchild
}