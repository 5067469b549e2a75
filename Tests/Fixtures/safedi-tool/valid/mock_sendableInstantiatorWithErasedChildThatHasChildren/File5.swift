@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(service: AnyService) {
        self.service = service
    }
    @Instantiated(fulfilledByType: "ConcreteService", erasedToConcreteExistential: true) let service: AnyService
}