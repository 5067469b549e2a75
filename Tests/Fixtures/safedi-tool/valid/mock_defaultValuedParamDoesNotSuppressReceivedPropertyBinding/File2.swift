@Instantiable(generateMock: true)
public struct ChildA: Instantiable {
    public init(service: Service?) {
        self.service = service
    }
    @Received(onlyIfAvailable: true) let service: Service?
}