@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(engine: Engine, name: String = "default") {
        self.engine = engine
    }
    @Instantiated let engine: Engine

    public static func mock(
        engine: Engine,
        name: String = "default"
    ) -> Child {
        Child(engine: engine, name: name)
    }
}