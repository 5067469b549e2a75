@Instantiable(generateMock: true)
public struct ChildA: Instantiable {
    public init(shared: SharedThing) {
        self.shared = shared
    }
    @Received let shared: SharedThing
}