@Instantiable(isRoot: true)
public struct Root: Instantiable {
    public init(userService: UserService?) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated private let userService: UserService?
}