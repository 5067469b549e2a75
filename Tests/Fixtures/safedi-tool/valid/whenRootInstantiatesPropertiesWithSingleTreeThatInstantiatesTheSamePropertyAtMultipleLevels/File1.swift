@Instantiable(isRoot: true)
public final class Root: Instantiable {
    public init(child: Child) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let child: Child
}