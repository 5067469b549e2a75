@Instantiable(generateMock: true, customMockName: "customMock")
public struct Grandchild: Instantiable {
    public init(service: Service) {
        self.service = service
    }
    @Received let service: Service

    public static func customMock(service: Service) -> Grandchild {
        Grandchild(service: service)
    }
}