@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(service: ConcreteService, consumer: Consumer) {
        self.service = service
        self.consumer = consumer
    }
    @Instantiated let service: ConcreteService
    @Instantiated let consumer: Consumer
}