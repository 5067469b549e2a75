@Instantiable(fulfillingAdditionalTypes: [AnyService.self], mockOnly: true)
public struct MockService: Instantiable {
    public init() {}
    public static func mock() -> MockService { MockService() }
}