@Instantiable
public final class H: Instantiable {
    public init(u: U, g: G) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let u: U
    @Received let g: G
}