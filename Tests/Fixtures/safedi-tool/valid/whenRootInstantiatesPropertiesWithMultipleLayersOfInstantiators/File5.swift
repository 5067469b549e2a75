@Instantiable
public final class UserService {
    public init(user: User, networkService: NetworkService) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let user: User

    @Received private let networkService: NetworkService
}