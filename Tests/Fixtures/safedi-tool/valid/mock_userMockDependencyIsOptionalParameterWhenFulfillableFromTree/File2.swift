@Instantiable(generateMock: true, customMockName: "customMock")
public struct Child: Instantiable {
    public init(service: Service) { self.service = service }
    @Instantiated let service: Service
    public static func customMock(service: Service = Service()) -> Child {
        Child(service: service)
    }
}