@Instantiable(fulfillingAdditionalTypes: [ServiceProtocol.self], mockOnly: true)
public struct MockServiceB: Instantiable, ServiceProtocol {
    public init() {}
    public static func mock() -> MockServiceB { MockServiceB() }
}