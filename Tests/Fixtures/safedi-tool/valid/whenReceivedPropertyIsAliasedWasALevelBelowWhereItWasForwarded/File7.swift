@Instantiable
public final class LoggedInViewController: UIViewController, Instantiable {
    public init(userManager: UserManager, profileViewControllerBuilder: Instantiator<ProfileViewController>) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Forwarded private let userManager: UserManager

    @Instantiated private let profileViewControllerBuilder: Instantiator<ProfileViewController>
}