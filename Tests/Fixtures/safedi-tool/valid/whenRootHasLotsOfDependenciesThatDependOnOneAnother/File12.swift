@Instantiable
public final class K: Instantiable {
    public init(i: I, t: T) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let i: I
    @Received let t: T
}