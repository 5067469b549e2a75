import UIKit

@Instantiable(isRoot: true)
public final class RootViewController: UIViewController, Instantiable {
    public init(authService: AuthService, loggedInViewControllerBuilder: Instantiator<LoggedInViewController>) {
        self.authService = authService
        self.loggedInViewControllerBuilder = loggedInViewControllerBuilder
        super.init(nibName: nil, bundle: nil)
    }

    @Instantiated let authService: AuthService
}