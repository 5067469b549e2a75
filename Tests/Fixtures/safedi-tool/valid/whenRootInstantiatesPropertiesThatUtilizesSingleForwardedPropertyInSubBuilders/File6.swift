@Instantiable
public final class UserService: Instantiable {
    public init(user: User) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let user: User
}