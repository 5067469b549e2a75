@Instantiable
public final class O: Instantiable {
    public init(m: M, e: E, g: G, a: A) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let m: M
    @Received let e: E
    @Received let g: G
    @Received let a: A
}