public protocol AuthService {
    func login(username: String, password: String) async -> User
}

@Instantiable(fulfillingAdditionalTypes: [AuthService.self])
public final class DefaultAuthService: AuthService, Instantiable {
    public func login(username: String, password: String) async -> User {
        User(username: username)
    }

    @Received(fulfilledByDependencyNamed: "networkService2", ofType: NetworkService.self) let networking: NetworkService
}