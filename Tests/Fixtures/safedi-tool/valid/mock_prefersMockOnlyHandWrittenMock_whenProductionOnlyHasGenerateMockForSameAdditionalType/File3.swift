@Instantiable(fulfillingAdditionalTypes: [ServiceProtocol.self], generateMock: true)
public struct ConcreteService: Instantiable, ServiceProtocol {
    public init() {}
}