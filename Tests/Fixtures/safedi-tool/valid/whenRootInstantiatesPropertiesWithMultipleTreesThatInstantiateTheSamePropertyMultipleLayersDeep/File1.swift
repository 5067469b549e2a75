@Instantiable(isRoot: true)
public final class Root: Instantiable {
    public init(childA: ChildA, childB: ChildB) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let childA: ChildA
    @Instantiated let childB: ChildB
}