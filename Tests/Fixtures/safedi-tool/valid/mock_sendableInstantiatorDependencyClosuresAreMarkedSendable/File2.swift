@Instantiable(generateMock: true)
public struct Interceptor: Instantiable {
    public init(loggingService: LoggingService) {
        self.loggingService = loggingService
    }
    @Instantiated let loggingService: LoggingService
}