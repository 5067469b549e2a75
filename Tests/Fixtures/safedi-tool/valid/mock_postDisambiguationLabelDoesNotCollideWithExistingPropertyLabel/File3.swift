@Instantiable(generateMock: true)
public struct ChildB: Instantiable {
    public init(service: AdminService) {
        self.service = service
    }
    @Received let service: AdminService
}