@Instantiable
public final class U: Instantiable {
    public init(p: P, d: D, o: O, w: W, n: N) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let p: P
    @Received let d: D
    @Received let o: O
    @Received let w: W
    @Received let n: N
}