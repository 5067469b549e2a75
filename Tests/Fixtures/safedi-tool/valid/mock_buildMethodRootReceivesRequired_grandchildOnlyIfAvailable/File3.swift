@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(service: Service?, name: String) {
        self.service = service
        self.name = name
    }
    @Received(onlyIfAvailable: true) let service: Service?
    @Forwarded let name: String
}