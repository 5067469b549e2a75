@Instantiable(generateMock: true)
public final class ChildB: Instantiable {
    public init(recreated: Recreated) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }
    @Received let recreated: Recreated
}