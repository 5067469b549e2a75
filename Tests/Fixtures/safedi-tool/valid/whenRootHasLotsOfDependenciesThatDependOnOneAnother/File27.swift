@Instantiable
public final class Z: Instantiable {
    public init(e: E, p: P, l: L, i: I, n: N) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let e: E
    @Received let p: P
    @Received let l: L
    @Received let i: I
    @Received let n: N
}