@Instantiable(generateMock: true)
public struct Client: Instantiable {
    public init() {}
}