@Instantiable(fulfillingAdditionalTypes: [ServiceProtocol.self], mockOnly: true)
public struct MockServiceA: Instantiable, ServiceProtocol {
    public init() {}
    public static func mock() -> MockServiceA { MockServiceA() }
}