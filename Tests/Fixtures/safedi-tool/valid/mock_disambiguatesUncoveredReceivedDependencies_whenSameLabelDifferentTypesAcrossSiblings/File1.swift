@Instantiable(generateMock: true)
public struct Root: Instantiable {
    public init(parent: Parent, child: Child) {
        self.parent = parent
        self.child = child
    }
    @Instantiated let parent: Parent
    @Instantiated let child: Child
}