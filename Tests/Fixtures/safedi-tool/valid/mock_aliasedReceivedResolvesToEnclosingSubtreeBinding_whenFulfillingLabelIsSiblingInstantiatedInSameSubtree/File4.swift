@Instantiable(generateMock: true)
public struct ChildB: Instantiable {
    public init(service: OtherService) {
        self.service = service
    }
    @Instantiated let service: OtherService
}