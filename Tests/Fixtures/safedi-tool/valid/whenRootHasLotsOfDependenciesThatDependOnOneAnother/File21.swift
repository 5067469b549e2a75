@Instantiable
public final class T: Instantiable {
    public init(e: E, n: N) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let e: E
    @Received let n: N
}