@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(consumer: Consumer) {
        self.consumer = consumer
    }
    @Instantiated let consumer: Consumer
}