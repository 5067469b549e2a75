@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(defaultUserService: DefaultUserService, userService: any UserService) {
        self.defaultUserService = defaultUserService
        self.userService = userService
    }

    @Instantiated private let defaultUserService: DefaultUserService

    @Received(fulfilledByDependencyNamed: "defaultUserService", ofType: DefaultUserService.self) private let userService: any UserService
}