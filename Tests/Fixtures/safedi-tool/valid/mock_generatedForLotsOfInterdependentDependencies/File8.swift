@Instantiable(generateMock: true)
public final class EditProfileViewController: Instantiable {
    public init(userVendor: UserVendor, userManager: UserManager, userNetworkService: NetworkService) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received private let userVendor: UserVendor
    @Received private let userManager: UserManager
    @Received private let userNetworkService: NetworkService
}