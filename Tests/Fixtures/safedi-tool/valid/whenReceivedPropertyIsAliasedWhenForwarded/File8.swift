import UIKit

@Instantiable
public final class EditProfileViewController: UIViewController {
    public init(userVendor: UserVendor, userManager: UserManager) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received private let userVendor: UserVendor
    @Received private let userManager: UserManager
}