public protocol ServiceProtocol {}

@Instantiable(fulfillingAdditionalTypes: [ServiceProtocol.self], generateMock: true)
public struct ConcreteService: ServiceProtocol, Instantiable {
    public init() {}
}