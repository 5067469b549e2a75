@Instantiable(generateMock: true)
public struct Root: Instantiable {
    public init(parent: Parent) { self.parent = parent }
    @Instantiated let parent: Parent
}