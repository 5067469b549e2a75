@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(childA: ChildA, shared: SharedThing) {
        self.childA = childA
        self.shared = shared
    }
    @Instantiated let childA: ChildA
    @Instantiated let shared: SharedThing
}