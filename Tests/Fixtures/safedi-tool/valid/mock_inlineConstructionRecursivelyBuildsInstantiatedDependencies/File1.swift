@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(receivedValue: ReceivedValue, service: Service) {
        self.receivedValue = receivedValue
        self.service = service
    }
    @Instantiated let receivedValue: ReceivedValue
    @Instantiated let service: Service
}