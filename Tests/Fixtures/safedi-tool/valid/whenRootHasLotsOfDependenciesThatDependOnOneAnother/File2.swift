@Instantiable
public final class A {
    public init(x: X) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let x: X
}