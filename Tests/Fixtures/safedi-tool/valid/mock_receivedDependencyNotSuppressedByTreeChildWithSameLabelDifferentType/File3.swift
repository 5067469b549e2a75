@Instantiable(generateMock: true)
public struct ChildB: Instantiable {
    public init(service: ExternalService) {
        self.service = service
    }
    @Received let service: ExternalService
}