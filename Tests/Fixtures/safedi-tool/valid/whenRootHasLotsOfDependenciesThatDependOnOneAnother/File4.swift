@Instantiable
public final class C: Instantiable {
    public init(u: U, n: N, y: Y) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let u: U
    @Received let n: N
    @Received let y: Y
}