@Instantiable(generateMock: true)
public struct ChildA: Instantiable {
    public init(service: LocalService) {
        self.service = service
    }
    @Instantiated let service: LocalService
}