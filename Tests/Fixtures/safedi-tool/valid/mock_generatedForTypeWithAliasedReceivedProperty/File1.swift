public protocol UserType {}

@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(child: Child, user: User) {
        self.child = child
        self.user = user
    }
    @Instantiated let child: Child
    @Instantiated let user: User
}