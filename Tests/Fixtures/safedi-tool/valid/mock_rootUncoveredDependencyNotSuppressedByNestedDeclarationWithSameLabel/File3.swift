@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(service: InternalService) {
        self.service = service
    }
    @Instantiated let service: InternalService
}