@Instantiable(fulfillingAdditionalTypes: [ServiceProtocol.self], generateMock: true)
public struct MyService: Instantiable, ServiceProtocol {
    public init() {}
}