@Instantiable(generateMock: true)
public struct Parent: Instantiable {
    public init(childBuilder: ErasedInstantiator<String, AnyChild>) {
        self.childBuilder = childBuilder
    }
    @Instantiated(fulfilledByType: "ConcreteChild", erasedToConcreteExistential: true) let childBuilder: ErasedInstantiator<String, AnyChild>
}