@Instantiable
public final class GreatGrandchildA: Instantiable {
    public init(greatGreatGrandchild: GreatGreatGrandchild, recreated: Recreated) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let greatGreatGrandchild: GreatGreatGrandchild
    @Received let recreated: Recreated
}