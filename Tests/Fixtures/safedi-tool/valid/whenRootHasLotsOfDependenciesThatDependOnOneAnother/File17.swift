@Instantiable
public final class P: Instantiable {
    public init(i: I, x: X) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let i: I
    @Received let x: X
}