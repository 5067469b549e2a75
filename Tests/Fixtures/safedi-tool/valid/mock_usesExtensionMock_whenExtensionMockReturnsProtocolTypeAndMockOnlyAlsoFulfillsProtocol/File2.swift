@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(service: ServiceProtocol) {
        self.service = service
    }
    @Instantiated let service: ServiceProtocol
}