@Instantiable(generateMock: true)
public struct Grandchild: Instantiable {
    public init(shared: Shared, name: String) {
        self.shared = shared
        self.name = name
    }
    @Received let shared: Shared
    @Forwarded let name: String
}