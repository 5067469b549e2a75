@Instantiable(generateMock: true, customMockName: "customMock")
public struct Service: Instantiable {
    public init(engine: Engine, showDebugInfo: Bool = false) {
        self.engine = engine
    }
    @Instantiated let engine: Engine
    public static func customMock(engine: Engine) -> Service {
        Service(engine: engine)
    }
}