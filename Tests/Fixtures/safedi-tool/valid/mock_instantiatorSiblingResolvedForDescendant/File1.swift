@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(parentBuilder: Instantiator<Parent>, shared: SharedThing) {
        self.parentBuilder = parentBuilder
        self.shared = shared
    }
    @Instantiated let parentBuilder: Instantiator<Parent>
    @Instantiated let shared: SharedThing
}