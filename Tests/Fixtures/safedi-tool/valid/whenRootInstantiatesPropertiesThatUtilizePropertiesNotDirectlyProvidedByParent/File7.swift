@Instantiable
public final class LoggedInViewController: UIViewController, Instantiable {
    public init(user: User, userService: UserService) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Forwarded private let user: User

    @Instantiated let userService: UserService
}