@Instantiable(isRoot: true, generateMock: true)
public final class RootViewController: Instantiable {
    public init(authService: AuthService, networkService: NetworkService, loggedInViewControllerBuilder: Instantiator<LoggedInViewController>) {
        self.authService = authService
        self.networkService = networkService
        self.loggedInViewControllerBuilder = loggedInViewControllerBuilder
    }

    @Instantiated let authService: AuthService

    @Instantiated let networkService: NetworkService

    @Instantiated(fulfilledByType: "LoggedInViewController") let loggedInViewControllerBuilder: Instantiator<LoggedInViewController>
}