@Instantiable(isRoot: true, generateMock: true)
public final class Root: Instantiable {
    public init(providerService: Provider, myService: AnyMyService) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }
    @Instantiated let providerService: Provider
    @Instantiated(fulfilledByType: "DefaultMyService", erasedToConcreteExistential: true) let myService: AnyMyService
}