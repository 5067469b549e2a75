@Instantiable(generateMock: true)
public struct Root: Instantiable {
    public init(parentBuilder: Instantiator<Parent>, childBuilder: Instantiator<ChildA>) {
        self.parentBuilder = parentBuilder
        self.childBuilder = childBuilder
    }
    @Instantiated let parentBuilder: Instantiator<Parent>
    @Instantiated let childBuilder: Instantiator<ChildA>
}