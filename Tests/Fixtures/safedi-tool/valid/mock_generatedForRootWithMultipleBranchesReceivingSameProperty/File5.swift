@Instantiable(generateMock: true)
public final class ChildB: Instantiable {
    public init(shared: Shared) {
        self.shared = shared
    }
    @Received let shared: Shared
}