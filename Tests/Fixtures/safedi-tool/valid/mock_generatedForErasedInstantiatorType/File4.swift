import UIKit

@Instantiable(isRoot: true, generateMock: true)
public final class RootViewController: UIViewController, Instantiable {
    public init(authService: AuthService, networkService: NetworkService, loggedInViewControllerBuilder: ErasedInstantiator<User, UIViewController>) {
        self.authService = authService
        self.networkService = networkService
        self.loggedInViewControllerBuilder = loggedInViewControllerBuilder
        super.init(nibName: nil, bundle: nil)
    }

    @Instantiated let networkService: NetworkService

    @Instantiated let authService: AuthService

    @Instantiated(fulfilledByType: "LoggedInViewController") let loggedInViewControllerBuilder: ErasedInstantiator<User, UIViewController>
}