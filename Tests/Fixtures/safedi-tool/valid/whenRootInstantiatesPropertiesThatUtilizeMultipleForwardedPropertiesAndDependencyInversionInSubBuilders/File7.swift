@Instantiable
public final class LoggedInViewController: UIViewController, Instantiable {
    public init(userName: String, userID: String, networkService: NetworkService, userService: UserService) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Forwarded private let userName: String

    @Forwarded private let userID: String

    @Received let networkService: NetworkService

    @Instantiated let userService: UserService
}