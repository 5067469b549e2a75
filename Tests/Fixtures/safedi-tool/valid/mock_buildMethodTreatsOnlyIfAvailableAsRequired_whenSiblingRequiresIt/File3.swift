@Instantiable(generateMock: true)
public struct Grandchild: Instantiable {
    public init(service: Service) {
        self.service = service
    }
    @Received let service: Service
}