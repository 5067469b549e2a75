public protocol AuthService {
    func login(username: String, password: String) async -> User
}

@Instantiable(fulfillingAdditionalTypes: [AuthService.self])
public final class DefaultAuthService: AuthService, Instantiable {
    public func login(username: String, password: String) async -> User {
        User(username: username)
    }

    @Received(fulfilledByDependencyNamed: "networkService", ofType: NetworkService2.self) let networking: NetworkService
}