@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(service: Service) { self.service = service }
    @Instantiated let service: Service
}