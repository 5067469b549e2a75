@Instantiable(fulfillingAdditionalTypes: [ServiceProtocol.self])
public struct ConcreteService: Instantiable, ServiceProtocol {
    public init() {}
}