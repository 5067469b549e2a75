@Instantiable
public final class LoggedInViewController: UIViewController, Instantiable {
    public init(userManager: UserManager, userVendor: UserVendor, profileViewControllerBuilder: Instantiator<ProfileViewController>) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Forwarded private let userManager: UserManager

    @Received(fulfilledByDependencyNamed: "userManager", ofType: UserManager.self) private let userVendor: UserVendor

    @Instantiated private let profileViewControllerBuilder: Instantiator<ProfileViewController>
}