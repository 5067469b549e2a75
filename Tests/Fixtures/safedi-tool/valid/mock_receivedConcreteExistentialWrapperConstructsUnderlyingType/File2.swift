public final class AnyUserService: UserService {
    public init(_ userService: some UserService) {
        self.userService = userService
    }
    private let userService: any UserService
}