@Instantiable(generateMock: true)
public struct ChildA: Instantiable {
    public init(service: SharedService, consumer: Consumer) {
        self.service = service
        self.consumer = consumer
    }
    @Instantiated let service: SharedService
    @Instantiated let consumer: Consumer
}