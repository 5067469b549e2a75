@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(name: String, shared: Shared) {
        self.name = name
        self.shared = shared
    }
    @Forwarded let name: String
    @Received let shared: Shared
}