@Instantiable(generateMock: true)
public struct Root: Instantiable {
    public init(
        parent: Parent,
        childBuilder: Instantiator<Child>
    ) {
        self.parent = parent
        self.childBuilder = childBuilder
    }
    @Instantiated let parent: Parent
    @Instantiated let childBuilder: Instantiator<Child>
}