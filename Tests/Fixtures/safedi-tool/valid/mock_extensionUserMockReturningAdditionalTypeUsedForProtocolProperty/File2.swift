@Instantiable(fulfillingAdditionalTypes: [ChildServiceProtocol.self], generateMock: true, customMockName: "customMock")
extension ChildService: Instantiable {
    public static func instantiate(engine: Engine) -> ChildService { ChildService() }
    public static func customMock(engine: Engine) -> ChildServiceProtocol {
        ChildService()
    }
}