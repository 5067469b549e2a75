@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(childBuilder: ErasedInstantiator<String, Child>) {
        self.childBuilder = childBuilder
    }
    @Instantiated let childBuilder: ErasedInstantiator<String, Child>
}