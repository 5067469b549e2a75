@Instantiable(isRoot: true, generateMock: true)
public final class Root: Instantiable {
    public init(myService: AnyMyService) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }
    @Instantiated(fulfilledByType: "DefaultMyService", erasedToConcreteExistential: true) let myService: AnyMyService
}