@Instantiable(isRoot: true)
public struct Root {
    public init(a: A) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let a: A
}