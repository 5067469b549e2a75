@Instantiable(generateMock: true)
public struct Parent: Instantiable {
    public init(childBuilder: Instantiator<ChildA>, otherBuilder: Instantiator<ChildB>) {
        self.childBuilder = childBuilder
        self.otherBuilder = otherBuilder
    }
    @Received let childBuilder: Instantiator<ChildA>
    @Instantiated let otherBuilder: Instantiator<ChildB>
}