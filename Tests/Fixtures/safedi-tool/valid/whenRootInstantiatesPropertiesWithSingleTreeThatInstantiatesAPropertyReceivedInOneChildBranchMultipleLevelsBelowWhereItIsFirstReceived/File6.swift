@Instantiable
public final class GreatGrandchildB: Instantiable {
    public init(greatGreatGrandchild: GreatGreatGrandchild) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let greatGreatGrandchild: GreatGreatGrandchild
}