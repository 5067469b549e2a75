@Instantiable(generateMock: true)
public struct Handler: Instantiable {
    public init(logger: Logger, logLevel: Int = 0) {
        self.logger = logger
        self.logLevel = logLevel
    }
    @Instantiated let logger: Logger
    let logLevel: Int
}