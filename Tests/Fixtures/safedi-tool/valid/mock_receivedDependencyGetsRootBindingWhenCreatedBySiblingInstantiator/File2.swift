@Instantiable(generateMock: true)
public struct ChildA: Instantiable {
    public init(shared: Shared, name: String) {
        self.shared = shared
        self.name = name
    }
    @Instantiated let shared: Shared
    @Forwarded let name: String
}