@Instantiable
public final class W: Instantiable {
    public init(a: A, x: X, o: O, n: N) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let a: A
    @Received let x: X
    @Received let o: O
    @Received let n: N
}