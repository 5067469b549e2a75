public protocol AuthService {}

@Instantiable(fulfillingAdditionalTypes: [AuthService.self], generateMock: true)
public final class DefaultAuthService: AuthService, Instantiable {
    public init(networkService: NetworkService) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let networkService: NetworkService
}