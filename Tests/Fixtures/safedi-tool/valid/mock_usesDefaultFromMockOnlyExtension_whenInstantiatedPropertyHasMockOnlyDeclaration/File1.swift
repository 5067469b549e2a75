@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(service: ExternalService) {
        self.service = service
    }
    @Instantiated let service: ExternalService
}