@Instantiable(fulfillingAdditionalTypes: [ChildAProtocol.self], generateMock: true)
public final class ChildA: ChildAProtocol, Instantiable {
    public init(recreated: Recreated) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }
    @Forwarded let recreated: Recreated
}