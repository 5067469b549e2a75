@Instantiable
final class Child: Instantiable {
    public init(grandchild: Grandchild) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let grandchild: Grandchild
}