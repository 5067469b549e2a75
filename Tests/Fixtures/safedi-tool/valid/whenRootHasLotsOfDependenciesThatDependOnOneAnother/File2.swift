@Instantiable
public final class A: Instantiable {
    public init(x: X) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let x: X
}