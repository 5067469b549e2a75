@Instantiable(isRoot: true)
public final class RootViewController: UIViewController, Instantiable {
    public init(authService: AuthService, networkService: NetworkService, loggedInViewControllerBuilder: Instantiator<LoggedInViewController>) {
        self.authService = authService
        self.networkService = networkService
        self.loggedInViewControllerBuilder = loggedInViewControllerBuilder
        derivedValue = false
        super.init(nibName: nil, bundle: nil)
    }

    @Instantiated let networkService: NetworkService

    @Instantiated let authService: AuthService

    @Instantiated let loggedInViewControllerBuilder: Instantiator<LoggedInViewController>

    private let derivedValue: Bool

    func login(username: String, password: String) {
        Task {
            let user = await authService.login(username: username, password: password)
            let loggedInViewController = loggedInViewControllerBuilder.instantiate(user)
            pushViewController(loggedInViewController)
        }
    }
}