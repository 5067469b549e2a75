@Instantiable
public final class S: Instantiable {
    public init(a: A, t: T, o: O, r: R) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let a: A
    @Received let t: T
    @Received let o: O
    @Received let r: R
}