@Instantiable(generateMock: true)
public struct ChildC: Instantiable {
    public init(service_UserService: OtherType) {
        self.service_UserService = service_UserService
    }
    @Received let service_UserService: OtherType
}