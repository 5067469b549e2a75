@Instantiable(isRoot: true)
public final class RootViewController: UIViewController, Instantiable {
    public init(authService: AuthService) {
        self.authService = authService
        super.init(nibName: nil, bundle: nil)
    }

    @Instantiated let authService: AuthService
}