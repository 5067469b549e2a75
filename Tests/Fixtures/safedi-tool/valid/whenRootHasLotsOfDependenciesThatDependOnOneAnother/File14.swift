@Instantiable
public final class M {
    public init(e: E) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let e: E
}