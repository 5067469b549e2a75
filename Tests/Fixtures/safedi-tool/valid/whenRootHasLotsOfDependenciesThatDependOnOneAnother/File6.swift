@Instantiable
public final class E: Instantiable {
    public init(g: G) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let g: G
}