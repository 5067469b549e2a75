@Instantiable(generateMock: true)
public struct ChildB: Instantiable {
    public init(service: Service?) {
        self.service = service
    }
    @Received(onlyIfAvailable: true) let service: Service?
}