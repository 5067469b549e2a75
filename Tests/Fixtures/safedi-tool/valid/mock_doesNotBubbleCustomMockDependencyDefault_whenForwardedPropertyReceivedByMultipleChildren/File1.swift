@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(childA: ChildA, childB: ChildB, name: String) {
        self.childA = childA
        self.childB = childB
        self.name = name
    }
    @Instantiated let childA: ChildA
    @Instantiated let childB: ChildB
    @Forwarded let name: String
}