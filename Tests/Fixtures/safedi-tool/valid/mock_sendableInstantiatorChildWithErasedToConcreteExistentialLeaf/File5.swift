@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(factory: SendableInstantiator<Parent>) {
        self.factory = factory
    }
    @Instantiated let factory: SendableInstantiator<Parent>
}