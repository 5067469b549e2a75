@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(client: ExternalClient) {
        self.client = client
    }
    @Received let client: ExternalClient
}