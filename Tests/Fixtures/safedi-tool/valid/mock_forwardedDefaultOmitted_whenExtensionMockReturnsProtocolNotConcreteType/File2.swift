@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(service: ConcreteService) {
        self.service = service
    }
    @Forwarded let service: ConcreteService
}