@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(token: Token) {
        self.token = token
    }
    @Received let token: Token
}