@Instantiable(fulfillingAdditionalTypes: [ServiceProtocol.self], mockOnly: true)
public struct MockService: Instantiable, ServiceProtocol {
    public init(name: String) {
        self.name = name
    }
    @Forwarded let name: String
    public static func mock(name: String) -> MockService { MockService(name: name) }
}