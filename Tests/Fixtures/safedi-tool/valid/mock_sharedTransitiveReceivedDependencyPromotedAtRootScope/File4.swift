@Instantiable(generateMock: true)
public struct ChildB: Instantiable {
    public init(shared: SharedThing) {
        self.shared = shared
    }
    @Instantiated let shared: SharedThing
}