@Instantiable(generateMock: true)
public struct Parent: Instantiable {
    public init(name: String, shared: SharedThing) {
        self.name = name
        self.shared = shared
    }
    @Forwarded let name: String
    @Received let shared: SharedThing
}