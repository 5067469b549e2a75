@Instantiable(generateMock: true)
public struct Grandchild: Instantiable {
    public init(service: LocalService) { self.service = service }
    @Instantiated let service: LocalService
}