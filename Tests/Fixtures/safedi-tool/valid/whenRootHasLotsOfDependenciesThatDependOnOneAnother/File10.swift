@Instantiable
public final class I: Instantiable {
    public init(f: F) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let f: F
}