@Instantiable
public struct C: Instantiable {
    public init(a: A) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let a: A
}