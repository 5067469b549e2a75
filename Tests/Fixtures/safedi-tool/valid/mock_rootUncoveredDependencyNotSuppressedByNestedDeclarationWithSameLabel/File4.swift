@Instantiable(generateMock: true)
public struct Parent: Instantiable {
    public init(service: ExternalService, child: Child) {
        self.service = service
        self.child = child
    }
    @Instantiated let service: ExternalService
    @Instantiated let child: Child
}