@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(childA: ChildA, childB: ChildB, shared: Shared) {
        self.childA = childA
        self.childB = childB
        self.shared = shared
    }
    @Instantiated let childA: ChildA
    @Instantiated let childB: ChildB
    @Instantiated let shared: Shared
}