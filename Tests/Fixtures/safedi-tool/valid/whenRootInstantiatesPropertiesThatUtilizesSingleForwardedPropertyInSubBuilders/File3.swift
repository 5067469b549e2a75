public protocol AuthService {
    func login(username: String, password: String) async -> User
}

@Instantiable(fulfillingAdditionalTypes: [AuthService.self])
public final class DefaultAuthService: AuthService, Instantiable {
    public init(networkService: NetworkService) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    public func login(username: String, password: String) async -> User {
        User()
    }

    @Received let networkService: NetworkService
}