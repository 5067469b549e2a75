@Instantiable
public final class EditProfileViewController: UIViewController, Instantiable {
    public init(userVendor: UserVendor, userManager: UserManager) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received private let userVendor: UserVendor
    @Received private let userManager: UserManager
}