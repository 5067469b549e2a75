@Instantiable
public final class V: Instantiable {
    public init(a: A, t: T, o: O, f: F, c: C, i: I, d: D) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let a: A
    @Received let t: T
    @Received let o: O
    @Received let f: F
    @Received let c: C
    @Received let i: I
    @Received let d: D
}