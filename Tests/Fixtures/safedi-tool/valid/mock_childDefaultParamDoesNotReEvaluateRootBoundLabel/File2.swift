@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(clientId: String = "default") {}
}