@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(myService: AnyMyService) {
        self.myService = myService
    }
    @Instantiated(fulfilledByType: "DefaultMyService", erasedToConcreteExistential: true) let myService: AnyMyService
}