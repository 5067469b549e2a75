@Instantiable(generateMock: true, customMockName: "customMock")
public struct Child: Instantiable {
    public init(service: Service?) { self.service = service }
    @Received(onlyIfAvailable: true) let service: Service?
    public static func customMock(service: Service? = nil) -> Child {
        Child(service: service)
    }
}