@Instantiable(generateMock: true)
public struct ChildB: Instantiable {
    public init(service: LocalService?) { self.service = service }
    @Received(onlyIfAvailable: true) let service: LocalService?
}