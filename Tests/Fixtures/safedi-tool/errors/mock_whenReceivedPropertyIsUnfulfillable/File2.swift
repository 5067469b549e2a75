@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(service: Service) { self.service = service }
    @Received let service: Service
}