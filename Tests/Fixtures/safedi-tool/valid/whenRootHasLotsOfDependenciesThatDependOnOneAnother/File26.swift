@Instantiable
public final class Y: Instantiable {
    public init(u: U, p: P) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let u: U
    @Received let p: P
}