@Instantiable(generateMock: true)
public struct Root: Instantiable {
    public init(childA: ChildA, childBBuilder: Instantiator<ChildB>) {
        self.childA = childA
        self.childBBuilder = childBBuilder
    }
    @Instantiated let childA: ChildA
    @Instantiated let childBBuilder: Instantiator<ChildB>
}