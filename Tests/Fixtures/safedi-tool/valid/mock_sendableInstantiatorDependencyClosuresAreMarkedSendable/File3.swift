@Instantiable(generateMock: true)
public struct LoggingService: Instantiable {
    public init() {}
}