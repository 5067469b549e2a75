@Instantiable
public final class R: Instantiable {
    public init(a: A, m: M, o: O, n: N, e: E) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let a: A
    @Received let m: M
    @Received let o: O
    @Received let n: N
    @Received let e: E
}