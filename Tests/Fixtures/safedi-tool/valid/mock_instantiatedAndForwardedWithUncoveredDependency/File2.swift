@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(name: String, engine: ExternalEngine) {
        self.name = name
        self.engine = engine
    }
    @Forwarded let name: String
    @Instantiated let engine: ExternalEngine
}