@Instantiable(fulfillingAdditionalTypes: [ServiceProtocol.self])
public struct RealService: Instantiable, ServiceProtocol {
    public init() {}
}