@Instantiable(generateMock: true)
public struct Consumer: Instantiable {
    public init(service: ServiceProtocol?) {
        self.service = service
    }
    @Received(fulfilledByDependencyNamed: "concreteService", ofType: ConcreteService.self, onlyIfAvailable: true) let service: ServiceProtocol?
}