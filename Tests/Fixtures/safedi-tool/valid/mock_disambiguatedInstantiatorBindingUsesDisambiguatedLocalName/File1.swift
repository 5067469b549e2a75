@Instantiable(generateMock: true)
public struct Root: Instantiable {
    public init(parent: Parent, childBuilder: Instantiator<ChildA>) {
        self.parent = parent
        self.childBuilder = childBuilder
    }
    @Instantiated let parent: Parent
    @Instantiated let childBuilder: Instantiator<ChildA>
}