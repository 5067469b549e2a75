@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(childA: ChildA, childB: ChildB) {
        self.childA = childA
        self.childB = childB
    }
    @Instantiated let childA: ChildA
    @Instantiated let childB: ChildB
}