@Instantiable(generateMock: true, customMockName: "customMock")
public struct Presenter: Instantiable {
    public init(service: Service, client: Client) {
        self.service = service
        self.client = client
    }
    @Instantiated let service: Service
    @Instantiated let client: Client
    public static func customMock(service: Service) -> Presenter {
        Presenter(service: service, client: Client())
    }
}