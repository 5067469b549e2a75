@Instantiable(generateMock: true)
public struct ChildB: Instantiable {
    public init(shared: Shared, name: String) {
        self.shared = shared
        self.name = name
    }
    @Received let shared: Shared
    @Forwarded let name: String
}