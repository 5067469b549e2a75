@Instantiable(isRoot: true)
public final class RootViewController: UIViewController, Instantiable {
    public init(authService: AuthService, networkService: NetworkService) {
        self.authService = authService
        self.networkService = networkService
        super.init(nibName: nil, bundle: nil)
    }

    @Instantiated let authService: AuthService

    @Instantiated let networkService: NetworkService
}