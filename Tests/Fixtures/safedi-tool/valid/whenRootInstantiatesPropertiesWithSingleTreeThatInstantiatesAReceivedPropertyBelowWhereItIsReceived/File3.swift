@Instantiable
public final class Child: Instantiable {
    public init(grandchild: Grandchild, recreated: Recreated) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let grandchild: Grandchild
    @Received let recreated: Recreated
}