@Instantiable
public final class M: Instantiable {
    public init(e: E) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let e: E
}