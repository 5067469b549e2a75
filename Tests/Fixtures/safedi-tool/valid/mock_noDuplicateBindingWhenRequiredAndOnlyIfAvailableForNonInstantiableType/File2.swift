@Instantiable(generateMock: true)
public struct ChildA: Instantiable {
    public init(user: User) {
        self.user = user
    }
    @Received let user: User
}