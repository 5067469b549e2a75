@Instantiable(fulfillingAdditionalTypes: [ServiceProtocol.self, OtherProtocol.self], mockOnly: true)
public struct MockService: Instantiable, ServiceProtocol, OtherProtocol {
    public init() {}
    public static func mock() -> MockService { MockService() }
}