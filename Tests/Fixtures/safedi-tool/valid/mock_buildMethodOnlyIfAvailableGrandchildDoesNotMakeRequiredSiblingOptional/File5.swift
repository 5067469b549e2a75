@Instantiable(generateMock: true)
public struct Presenter: Instantiable {
    public init(service: Service) {
        self.service = service
    }
    @Received let service: Service
}