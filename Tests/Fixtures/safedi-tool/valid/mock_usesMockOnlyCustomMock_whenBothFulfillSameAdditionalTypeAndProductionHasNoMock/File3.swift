@Instantiable(fulfillingAdditionalTypes: [ServiceProtocol.self])
public struct MyService: Instantiable, ServiceProtocol {
    public init() {}
}