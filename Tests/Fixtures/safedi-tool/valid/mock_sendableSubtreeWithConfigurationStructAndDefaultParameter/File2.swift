@Instantiable(generateMock: true)
public struct Interceptor: Instantiable {
    public init(handler: Handler) {
        self.handler = handler
    }
    @Instantiated let handler: Handler
}