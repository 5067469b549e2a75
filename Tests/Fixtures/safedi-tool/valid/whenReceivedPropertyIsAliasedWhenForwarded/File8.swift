@Instantiable
public final class ProfileViewController: UIViewController, Instantiable {
    public init(editProfileViewControllerBuilder: Instantiator<EditProfileViewController>) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated private let editProfileViewControllerBuilder: Instantiator<EditProfileViewController>
}