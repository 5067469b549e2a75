@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(service: Service, engine: Engine) {
        self.service = service
        self.engine = engine
    }
    @Instantiated let service: Service
    @Instantiated let engine: Engine
}