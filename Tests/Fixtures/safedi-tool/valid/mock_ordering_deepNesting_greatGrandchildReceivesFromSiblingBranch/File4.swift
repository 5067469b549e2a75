@Instantiable(generateMock: true)
public struct GreatGrandchild: Instantiable {
    public init(shared: Shared, name: String) {
        self.shared = shared
        self.name = name
    }
    @Received let shared: Shared
    @Forwarded let name: String
}