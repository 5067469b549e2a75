@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(childBuilder: ErasedInstantiator<String, AnyChild>) {
        self.childBuilder = childBuilder
    }
    @Instantiated(fulfilledByType: "ConcreteChild", erasedToConcreteExistential: true) let childBuilder: ErasedInstantiator<String, AnyChild>
}