@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(parentBuilder: SendableInstantiator<Parent>) {
        self.parentBuilder = parentBuilder
    }
    @Instantiated let parentBuilder: SendableInstantiator<Parent>
}