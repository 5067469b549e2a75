@Instantiable(isRoot: true, generateMock: true)
public struct Parent: Instantiable {
    public init(clientId: String, child: Child) {
        self.clientId = clientId
        self.child = child
    }
    @Received let clientId: String
    @Instantiated let child: Child
}