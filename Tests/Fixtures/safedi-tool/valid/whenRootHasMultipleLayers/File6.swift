@Instantiable
public final class LoggedInViewController: UIViewController, Instantiable {
    public init(user: User, networkService: NetworkService) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Forwarded private let user: User

    @Received let networkService: NetworkService
}