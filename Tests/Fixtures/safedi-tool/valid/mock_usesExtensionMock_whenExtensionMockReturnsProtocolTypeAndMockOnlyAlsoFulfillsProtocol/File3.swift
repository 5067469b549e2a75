@Instantiable(fulfillingAdditionalTypes: [ServiceProtocol.self])
extension ConcreteService: Instantiable {
    public static func instantiate() -> ConcreteService { ConcreteService() }
    public static func mock() -> ServiceProtocol { ConcreteService() }
}