@Instantiable
final class Child {
    public init(grandchild: Grandchild) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let grandchild: Grandchild
}