public protocol AuthService {
    func login(username: String, password: String) async -> User
}

@Instantiable(fulfillingAdditionalTypes: [AuthService.self])
public final class DefaultAuthService: AuthService, Instantiable {
    public init(networkService: NetworkService, renamedNetworkService: NetworkService) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    public func login(username: String, password: String) async -> User {
        User(username: username)
    }

    @Instantiated let networkService: NetworkService

    @Received(fulfilledByDependencyNamed: "networkService", ofType: NetworkService.self, erasedToConcreteExistential: false) let renamedNetworkService: NetworkService
}