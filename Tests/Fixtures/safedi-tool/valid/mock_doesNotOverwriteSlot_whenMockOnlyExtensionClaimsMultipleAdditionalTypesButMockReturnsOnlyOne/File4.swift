@Instantiable(fulfillingAdditionalTypes: [ServiceProtocol.self, OtherProtocol.self], mockOnly: true)
public struct MockBoth: Instantiable, ServiceProtocol, OtherProtocol {
    public init() {}
    public static func mock() -> ServiceProtocol { MockBoth() }
}