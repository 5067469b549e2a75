@Instantiable(isRoot: true)
public struct Root: Instantiable {
    public init(consumer: Consumer, service: Service) {
        self.consumer = consumer
        self.service = service
    }

    @Instantiated let consumer: Consumer
    @Instantiated let service: Service
}