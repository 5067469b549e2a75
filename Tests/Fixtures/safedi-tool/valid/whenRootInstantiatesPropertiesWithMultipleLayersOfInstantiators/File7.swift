@Instantiable
public final class LoggedInViewController: UIViewController, Instantiable {
    public init(user: User, userServiceInstantiator: Instantiator<UserService>) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Forwarded private let user: User

    @Instantiated let userServiceInstantiator: Instantiator<UserService>
}