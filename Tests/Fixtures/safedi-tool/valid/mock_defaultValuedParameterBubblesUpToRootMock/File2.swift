@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(shared: Shared, flag: Bool = false) {
        self.shared = shared
    }
    @Received let shared: Shared
}