@Instantiable(generateMock: true)
public struct ServiceWithExternalDependency: Instantiable {
    public init(engine: ExternalEngine, name: String) {
        self.engine = engine
        self.name = name
    }
    @Instantiated let engine: ExternalEngine
    @Received let name: String
}