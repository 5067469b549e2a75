@Instantiable(generateMock: true)
public struct Root: Instantiable {
    public init(childA: ChildA, childB: ChildB, childC: ChildC) {
        self.childA = childA
        self.childB = childB
        self.childC = childC
    }
    @Instantiated let childA: ChildA
    @Instantiated let childB: ChildB
    @Instantiated let childC: ChildC
}