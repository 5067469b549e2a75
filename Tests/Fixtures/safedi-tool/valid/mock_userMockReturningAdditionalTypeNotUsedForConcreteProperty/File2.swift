@Instantiable(fulfillingAdditionalTypes: [ChildServiceProtocol.self], generateMock: true, customMockName: "customMock")
public struct ChildService: ChildServiceProtocol, Instantiable {
    public init(engine: Engine) { self.engine = engine }
    @Received let engine: Engine
    public static func customMock(engine: Engine) -> ChildServiceProtocol {
        ChildService(engine: engine)
    }
}