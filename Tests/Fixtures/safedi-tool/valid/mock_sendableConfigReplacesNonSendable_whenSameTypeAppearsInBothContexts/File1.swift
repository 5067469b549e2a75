@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(child: Child, factory: SendableInstantiator<Parent>) {
        self.child = child
        self.factory = factory
    }
    @Instantiated let child: Child
    @Instantiated let factory: SendableInstantiator<Parent>
}