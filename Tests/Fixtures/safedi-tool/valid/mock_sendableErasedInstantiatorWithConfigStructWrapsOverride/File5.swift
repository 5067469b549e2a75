@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(childBuilder: SendableErasedInstantiator<String, AnyChild>) {
        self.childBuilder = childBuilder
    }
    @Instantiated(fulfilledByType: "ConcreteChild", erasedToConcreteExistential: true) let childBuilder: SendableErasedInstantiator<String, AnyChild>
}