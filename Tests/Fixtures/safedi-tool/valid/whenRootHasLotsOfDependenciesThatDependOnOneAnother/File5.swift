@Instantiable
public final class D: Instantiable {
    public init(o: O, g: G) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let o: O
    @Received let g: G
}