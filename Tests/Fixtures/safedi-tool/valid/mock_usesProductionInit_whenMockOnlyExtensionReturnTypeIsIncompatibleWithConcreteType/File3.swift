@Instantiable(generateMock: true)
public struct MyService: Instantiable, ServiceProtocol {
    public init() {}
}

@Instantiable(fulfillingAdditionalTypes: [ServiceProtocol.self], mockOnly: true)
extension MyService {
    public static func mock() -> ServiceProtocol { MyService() }
}