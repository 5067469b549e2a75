@Instantiable(generateMock: true)
public final class GrandchildAB: Instantiable {
    public init(shared: Shared) {
        self.shared = shared
    }
    @Received let shared: Shared
}