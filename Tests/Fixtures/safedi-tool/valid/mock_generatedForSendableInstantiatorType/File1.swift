@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(childBuilder: SendableInstantiator<Child>) {
        self.childBuilder = childBuilder
    }
    @Instantiated let childBuilder: SendableInstantiator<Child>
}