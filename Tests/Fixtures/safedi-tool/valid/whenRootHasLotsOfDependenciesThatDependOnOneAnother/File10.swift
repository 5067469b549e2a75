@Instantiable
public final class I {
    public init(f: F) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let f: F
}