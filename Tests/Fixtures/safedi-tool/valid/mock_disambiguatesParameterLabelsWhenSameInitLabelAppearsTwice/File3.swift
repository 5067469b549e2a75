@Instantiable(generateMock: true)
public struct ChildB: Instantiable {
    public init(service: ServiceB) {
        self.service = service
    }
    @Instantiated let service: ServiceB
}