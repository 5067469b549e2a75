@Instantiable(generateMock: true)
public final class GrandchildAA: Instantiable {
    public init(shared: Shared) {
        self.shared = shared
    }
    @Received let shared: Shared
}