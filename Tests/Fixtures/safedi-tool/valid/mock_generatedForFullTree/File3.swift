@Instantiable(generateMock: true)
public struct Grandchild: Instantiable {
    public init(shared: SharedThing) {
        self.shared = shared
    }
    @Received let shared: SharedThing
}