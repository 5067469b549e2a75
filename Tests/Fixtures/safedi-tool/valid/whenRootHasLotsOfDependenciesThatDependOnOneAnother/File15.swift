@Instantiable
public final class N: Instantiable {
    public init(o: O, p: P, e: E) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let o: O
    @Received let p: P
    @Received let e: E
}