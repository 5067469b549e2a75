@Instantiable(generateMock: true)
public struct Grandchild: Instantiable {
    public init(token: Token) {
        self.token = token
    }
    @Received let token: Token
}