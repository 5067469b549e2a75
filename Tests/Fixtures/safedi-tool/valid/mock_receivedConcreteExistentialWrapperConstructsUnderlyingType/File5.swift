@Instantiable(generateMock: true)
public struct NoteView: Instantiable {
    public init(userName: String, userService: AnyUserService) {
        self.userName = userName
        self.userService = userService
    }
    @Forwarded let userName: String
    @Received let userService: AnyUserService
}