@Instantiable(isRoot: true)
public struct Root {
    public init(userService: UserService?) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated private let userService: UserService?
}