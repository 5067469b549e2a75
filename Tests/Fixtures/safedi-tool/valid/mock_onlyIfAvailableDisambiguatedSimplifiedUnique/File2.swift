@Instantiable(generateMock: true)
public struct ChildA: Instantiable {
    public init(service: ExternalService) { self.service = service }
    @Received let service: ExternalService
}