@Instantiable(generateMock: true)
public struct Parent: Instantiable {
    public init(service: AnyService, name: String) {
        self.service = service
        self.name = name
    }
    @Instantiated(fulfilledByType: "ConcreteService", erasedToConcreteExistential: true) let service: AnyService
    @Forwarded let name: String
}