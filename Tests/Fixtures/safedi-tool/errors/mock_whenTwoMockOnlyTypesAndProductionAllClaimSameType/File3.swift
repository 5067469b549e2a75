@Instantiable(fulfillingAdditionalTypes: [MyService.self], mockOnly: true)
public struct FakeService: Instantiable {
    public init() {}
    public static func mock() -> FakeService { FakeService() }
}