@Instantiable(fulfillingAdditionalTypes: [ServiceProtocol.self], customMockName: "customMock")
public struct ConcreteService: Instantiable, ServiceProtocol {
    public init() {}
    public static func customMock() -> ConcreteService { ConcreteService() }
}