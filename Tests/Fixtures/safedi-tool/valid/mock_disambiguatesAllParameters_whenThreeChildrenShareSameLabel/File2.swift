@Instantiable(generateMock: true)
public struct ChildA: Instantiable {
    public init(service: ServiceA) { self.service = service }
    @Received let service: ServiceA
}