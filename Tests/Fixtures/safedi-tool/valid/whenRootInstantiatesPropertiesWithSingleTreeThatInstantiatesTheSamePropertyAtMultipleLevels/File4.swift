@Instantiable
public final class Grandchild: Instantiable {
    public init(greatGrandchild: GreatGrandchild, recreated: Recreated) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let greatGrandchild: GreatGrandchild
    @Instantiated let recreated: Recreated
}