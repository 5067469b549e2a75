@Instantiable(isRoot: true)
public struct Root: Instantiable {
    public init(defaultUserService: DefaultUserService, userService: any UserService) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated private let defaultUserService: DefaultUserService

    @Received(fulfilledByDependencyNamed: "defaultUserService", ofType: DefaultUserService.self) private let userService: any UserService
}