@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(service: AnyService) {
        self.service = service
    }
    @Instantiated let service: AnyService
}