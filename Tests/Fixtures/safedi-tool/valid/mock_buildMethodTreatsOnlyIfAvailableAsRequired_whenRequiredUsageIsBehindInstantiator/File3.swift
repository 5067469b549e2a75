@Instantiable(generateMock: true)
public struct Grandchild: Instantiable {
    public init(service: Service, name: String) {
        self.service = service
        self.name = name
    }
    @Received let service: Service
    @Forwarded let name: String
}