@Instantiable(generateMock: true)
public struct Parent: Instantiable {
    public init(consumer: Consumer) {
        self.consumer = consumer
    }
    @Instantiated let consumer: Consumer
}