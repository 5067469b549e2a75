@Instantiable(generateMock: true)
public struct Root: Instantiable {
    public init(service: AnyService) {
        self.service = service
    }
    @Instantiated(fulfilledByType: "ConcreteService", erasedToConcreteExistential: true) let service: AnyService
}