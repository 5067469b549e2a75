@Instantiable(generateMock: true)
public struct Service: Instantiable {
    public init(database: Database, receivedValue: ReceivedValue) {
        self.database = database
        self.receivedValue = receivedValue
    }
    @Instantiated let database: Database
    @Received let receivedValue: ReceivedValue
}