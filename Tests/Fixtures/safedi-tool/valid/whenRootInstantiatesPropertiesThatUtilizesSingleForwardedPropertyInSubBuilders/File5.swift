@Instantiable
public final class UserService {
    public init(user: User) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let user: User
}