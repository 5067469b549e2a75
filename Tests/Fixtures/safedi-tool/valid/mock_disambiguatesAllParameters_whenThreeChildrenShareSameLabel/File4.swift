@Instantiable(generateMock: true)
public struct ChildC: Instantiable {
    public init(service: ServiceC) { self.service = service }
    @Received let service: ServiceC
}