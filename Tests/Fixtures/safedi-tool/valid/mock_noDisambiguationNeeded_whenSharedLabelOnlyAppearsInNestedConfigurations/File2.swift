@Instantiable(generateMock: true)
public struct ChildA: Instantiable {
    public init(service: Service) { self.service = service }
    @Instantiated let service: Service
}