@Instantiable(generateMock: true)
public struct Parent: Instantiable {
    public init(childBuilder: Instantiator<ChildB>) {
        self.childBuilder = childBuilder
    }
    @Instantiated let childBuilder: Instantiator<ChildB>
}