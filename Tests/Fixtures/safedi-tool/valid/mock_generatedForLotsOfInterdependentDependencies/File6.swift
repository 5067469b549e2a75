@Instantiable(generateMock: true)
public final class LoggedInViewController: Instantiable {
    public init(userManager: UserManager, userNetworkService: NetworkService, profileViewControllerBuilder: Instantiator<ProfileViewController>) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Forwarded private let userManager: UserManager

    @Received(fulfilledByDependencyNamed: "networkService", ofType: NetworkService.self) private let userNetworkService: NetworkService

    @Instantiated private let profileViewControllerBuilder: Instantiator<ProfileViewController>
}