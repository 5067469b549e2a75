@Instantiable(fulfillingAdditionalTypes: [ServiceProtocol.self], mockOnly: true)
public struct MockService: Instantiable, ServiceProtocol {
    public init() {}
    public static func mock() -> MockService { MockService() }
}