@Instantiable(generateMock: true)
public struct Service: Instantiable {
    public init(client: ExternalClient) {
        self.client = client
    }
    @Received let client: ExternalClient
}