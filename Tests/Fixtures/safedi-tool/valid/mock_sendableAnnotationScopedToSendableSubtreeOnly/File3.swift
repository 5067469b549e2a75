@Instantiable(generateMock: true)
public struct Interceptor: Instantiable {
    public init(logger: Logger) {
        self.logger = logger
    }
    @Instantiated let logger: Logger
}