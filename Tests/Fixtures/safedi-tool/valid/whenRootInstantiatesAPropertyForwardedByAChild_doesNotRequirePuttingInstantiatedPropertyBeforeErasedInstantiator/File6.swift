@Instantiable
public final class GrandchildB: Instantiable {
    public init(greatGrandchild: GreatGrandchild) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let greatGrandchild: GreatGrandchild
}