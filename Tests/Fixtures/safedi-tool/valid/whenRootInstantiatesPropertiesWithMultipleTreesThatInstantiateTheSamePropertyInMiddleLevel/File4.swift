@Instantiable
public final class GrandchildAB: Instantiable {
    public init(greatGrandchild: GreatGrandchild) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let greatGrandchild: GreatGrandchild
}