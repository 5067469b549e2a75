@Instantiable
public final class UserService: Instantiable {
    public init(user: User, networkService: NetworkService) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let user: User

    @Received private let networkService: NetworkService
}