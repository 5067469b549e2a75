public protocol AuthService {
    func login(username: String, password: String) async -> User
}

@Instantiable(fulfillingAdditionalTypes: [AuthService.self])
public final class DefaultAuthService: AuthService, Instantiable {
    public init(networkService: NetworkService, renamedNetworkService: NetworkService, renamedAgainNetworkService: NetworkService) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    public func login(username: String, password: String) async -> User {
        User(username: username)
    }

    @Received let networkService: NetworkService
    @Received(fulfilledByDependencyNamed: "networkService", ofType: NetworkService.self) let renamedNetworkService: NetworkService

    @Received(fulfilledByDependencyNamed: "renamedNetworkService", ofType: NetworkService.self) let renamedAgainNetworkService: NetworkService
}