@Instantiable(generateMock: true)
public final class Consumer: Instantiable {
    public init(service: ServiceProtocol) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }
    @Received(fulfilledByDependencyNamed: "concreteService", ofType: ConcreteService.self, erasedToConcreteExistential: true) let service: ServiceProtocol
}