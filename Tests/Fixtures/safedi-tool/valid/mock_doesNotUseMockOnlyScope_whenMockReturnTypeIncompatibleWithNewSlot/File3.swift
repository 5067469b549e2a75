@Instantiable
public struct MyService: Instantiable, ServiceProtocol, OtherProtocol {
    public init() {}
}

@Instantiable(fulfillingAdditionalTypes: [ServiceProtocol.self, OtherProtocol.self], mockOnly: true)
extension MyService {
    public static func mock() -> ServiceProtocol { MyService() }
}