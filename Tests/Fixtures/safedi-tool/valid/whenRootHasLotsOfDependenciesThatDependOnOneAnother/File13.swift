@Instantiable
public final class L: Instantiable {
    public init(o: O, v: V, e: E) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let o: O
    @Received let v: V
    @Received let e: E
}