@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(parentBuilder: Instantiator<Parent>) {
        self.parentBuilder = parentBuilder
    }
    @Instantiated let parentBuilder: Instantiator<Parent>
}