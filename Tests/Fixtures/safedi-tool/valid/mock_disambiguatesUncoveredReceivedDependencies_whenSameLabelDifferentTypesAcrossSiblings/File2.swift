@Instantiable(generateMock: true)
public struct Parent: Instantiable {
    public init(engine: EngineA) { self.engine = engine }
    @Received let engine: EngineA
}