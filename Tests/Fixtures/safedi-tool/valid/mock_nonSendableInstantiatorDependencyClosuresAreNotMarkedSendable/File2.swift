@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(name: String, service: Service) {
        self.name = name
        self.service = service
    }
    @Forwarded let name: String
    @Instantiated let service: Service
}