@Instantiable
public final class UserService: Instantiable {
    public init(userName: String, userID: String) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let userName: String

    @Received let userID: String
}