@Instantiable
public final class GreatGrandchild: Instantiable {
    public init(recreated: Recreated) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let recreated: Recreated
}