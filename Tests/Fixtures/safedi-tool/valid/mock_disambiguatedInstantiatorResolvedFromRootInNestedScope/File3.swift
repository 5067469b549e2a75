@Instantiable(generateMock: true)
public struct Other: Instantiable {
    public init(childBuilder: Instantiator<ChildB>) {
        self.childBuilder = childBuilder
    }
    @Instantiated let childBuilder: Instantiator<ChildB>
}