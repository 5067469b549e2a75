@Instantiable(generateMock: true)
public struct MyService: Instantiable, ServiceProtocol {
    public init() {}
}