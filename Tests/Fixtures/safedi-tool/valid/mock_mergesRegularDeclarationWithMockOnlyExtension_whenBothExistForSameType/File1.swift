@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(service: MyService) {
        self.service = service
    }
    @Instantiated let service: MyService
}