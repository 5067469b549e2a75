public final class AnyService: ServiceProtocol {
    public init(_ service: ServiceProtocol) {
        self.service = service
    }
    private let service: ServiceProtocol
}