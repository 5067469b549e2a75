@Instantiable
public final class ProfileViewController: UIViewController, Instantiable {
    public init(userVendor: UserVendor, editProfileViewControllerBuilder: Instantiator<EditProfileViewController>) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received(fulfilledByDependencyNamed: "userManager", ofType: UserManager.self) private let userVendor: UserVendor

    @Instantiated private let editProfileViewControllerBuilder: Instantiator<EditProfileViewController>
}