@Instantiable(isRoot: true)
public final class RootViewController: UIViewController, Instantiable {
    public init(authService: AuthService, networkService: NetworkService, loggedInViewControllerBuilder: ErasedInstantiator<User, UIViewController>) {
        self.authService = authService
        self.networkService = networkService
        self.loggedInViewControllerBuilder = loggedInViewControllerBuilder
        derivedValue = false
        super.init(nibName: nil, bundle: nil)
    }

    @Instantiated let networkService: NetworkService

    @Instantiated let authService: AuthService

    @Instantiated(fulfilledByType: "LoggedInViewController") let loggedInViewControllerBuilder: ErasedInstantiator<User, UIViewController>

    private let derivedValue: Bool

    func login(username: String, password: String) {
        Task {
            let user = await authService.login(username: username, password: password)
            let loggedInViewController = loggedInViewControllerBuilder.instantiate(user)
            pushViewController(loggedInViewController)
        }
    }
}