@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(token: Token, grandchild: Grandchild) {
        self.token = token
        self.grandchild = grandchild
    }
    @Received let token: Token
    @Instantiated let grandchild: Grandchild
}