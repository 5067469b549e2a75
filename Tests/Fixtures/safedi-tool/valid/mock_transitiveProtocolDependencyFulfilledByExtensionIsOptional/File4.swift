@Instantiable(generateMock: true)
public struct NameEntry: Instantiable {
    public init(userService: UserService) {
        self.userService = userService
    }
    @Received let userService: UserService
}