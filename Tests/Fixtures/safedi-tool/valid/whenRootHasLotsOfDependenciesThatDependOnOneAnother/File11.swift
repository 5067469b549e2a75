@Instantiable
public final class J: Instantiable {
    public init(a: A, g: G) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let a: A
    @Received let g: G
}