@Instantiable
public final class B: Instantiable {
    public init(a: A, d: D, t: T, o: O, y: Y, s: S) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let a: A
    @Received let d: D
    @Received let t: T
    @Received let o: O
    @Received let y: Y
    @Received let s: S
}