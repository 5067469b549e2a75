@Instantiable(generateMock: true)
public struct Service: Instantiable {
    public init(callback: @Sendable () -> Void) {
        self.callback = callback
    }
    @Received let callback: @Sendable () -> Void
}