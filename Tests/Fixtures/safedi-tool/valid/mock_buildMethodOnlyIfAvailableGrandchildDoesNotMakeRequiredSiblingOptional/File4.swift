@Instantiable(generateMock: true)
public struct MultimodalPresenter: Instantiable {
    public init(service: Service?) {
        self.service = service
    }
    @Received(onlyIfAvailable: true) let service: Service?
}