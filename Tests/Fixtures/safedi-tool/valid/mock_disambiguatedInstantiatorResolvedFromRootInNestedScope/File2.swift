@Instantiable(generateMock: true)
public struct Parent: Instantiable {
    public init(childBuilder: Instantiator<ChildA>) {
        self.childBuilder = childBuilder
    }
    @Instantiated let childBuilder: Instantiator<ChildA>
}