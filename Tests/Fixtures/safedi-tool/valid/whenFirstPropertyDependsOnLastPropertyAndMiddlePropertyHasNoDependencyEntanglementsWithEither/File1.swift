@Instantiable(isRoot: true)
public final class Root {
    public init(child: Child) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let child: Child
}