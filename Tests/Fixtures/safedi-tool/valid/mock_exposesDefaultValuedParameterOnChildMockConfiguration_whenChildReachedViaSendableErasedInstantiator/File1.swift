@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(childBuilder: SendableErasedInstantiator<String, Child>) {
        self.childBuilder = childBuilder
    }
    @Instantiated let childBuilder: SendableErasedInstantiator<String, Child>
}