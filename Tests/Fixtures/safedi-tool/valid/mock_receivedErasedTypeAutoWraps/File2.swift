@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(child: Child, myService: AnyService) {
        self.child = child
        self.myService = myService
    }
    @Instantiated let child: Child
    @Instantiated(fulfilledByType: "ConcreteService", erasedToConcreteExistential: true) let myService: AnyService
}