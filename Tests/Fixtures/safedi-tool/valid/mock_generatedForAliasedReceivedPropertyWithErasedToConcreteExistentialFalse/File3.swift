public protocol AuthService {}

@Instantiable(fulfillingAdditionalTypes: [AuthService.self], generateMock: true)
public final class DefaultAuthService: AuthService, Instantiable {
    public init(networkService: NetworkService, renamedNetworkService: NetworkService) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let networkService: NetworkService

    @Received(fulfilledByDependencyNamed: "networkService", ofType: NetworkService.self, erasedToConcreteExistential: false) let renamedNetworkService: NetworkService
}