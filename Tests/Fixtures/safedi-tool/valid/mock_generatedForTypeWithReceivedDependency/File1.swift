@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(child: Child, shared: SharedThing) {
        self.child = child
        self.shared = shared
    }
    @Instantiated let child: Child
    @Instantiated let shared: SharedThing
}