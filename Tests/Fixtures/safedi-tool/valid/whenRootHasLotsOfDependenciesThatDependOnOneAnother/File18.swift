@Instantiable
public final class Q: Instantiable {
    public init(u: U, t: T, e: E) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let u: U
    @Received let t: T
    @Received let e: E
}