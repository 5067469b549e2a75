public struct Service {}

@Instantiable(generateMock: true, customMockName: "customMock")
extension Service: Instantiable {
    public static func instantiate(engine: Engine) -> Service { Service() }
    public static func customMock(engine: Engine) -> Service {
        Service()
    }
}