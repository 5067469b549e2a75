@Instantiable(generateMock: true)
public struct Parent: Instantiable {
    public init(childA: ChildA, childB: ChildB) {
        self.childA = childA
        self.childB = childB
    }
    @Instantiated let childA: ChildA
    @Instantiated let childB: ChildB
}