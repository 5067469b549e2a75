@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(engine: EngineB) { self.engine = engine }
    @Received let engine: EngineB
}