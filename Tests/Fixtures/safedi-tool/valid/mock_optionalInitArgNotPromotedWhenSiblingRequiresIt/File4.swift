@Instantiable(generateMock: true)
public struct RequiredChild: Instantiable {
    public init(service: Service) {
        self.service = service
    }
    @Received let service: Service
}