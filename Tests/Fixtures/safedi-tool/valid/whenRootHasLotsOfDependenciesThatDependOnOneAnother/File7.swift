@Instantiable
public final class F: Instantiable {
    public init(a: A, x: X) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let a: A
    @Received let x: X
}