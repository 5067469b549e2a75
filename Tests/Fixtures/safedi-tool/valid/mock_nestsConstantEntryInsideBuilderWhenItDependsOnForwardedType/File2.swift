@Instantiable(generateMock: true)
public struct Parent: Instantiable {
    public init(token: Token, child: Child) {
        self.token = token
        self.child = child
    }
    @Forwarded let token: Token
    @Instantiated let child: Child
}