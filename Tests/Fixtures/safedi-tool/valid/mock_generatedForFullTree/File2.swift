@Instantiable(generateMock: true)
public struct ChildA: Instantiable {
    public init(shared: SharedThing, grandchild: Grandchild) {
        self.shared = shared
        self.grandchild = grandchild
    }
    @Received let shared: SharedThing
    @Instantiated let grandchild: Grandchild
}