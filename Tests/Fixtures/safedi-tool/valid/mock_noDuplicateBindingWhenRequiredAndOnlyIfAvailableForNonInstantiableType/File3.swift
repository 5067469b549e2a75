@Instantiable(generateMock: true)
public struct ChildB: Instantiable {
    public init(user: User?) {
        self.user = user
    }
    @Received(onlyIfAvailable: true) let user: User?
}