@Instantiable(generateMock: true, customMockName: "customMock")
extension Child: Instantiable {
    public static func customMock(service: Service) -> Child {
        Child(service: service)
    }

    public static func instantiate(service: Service) -> Child {
        Child(service: service)
    }
}