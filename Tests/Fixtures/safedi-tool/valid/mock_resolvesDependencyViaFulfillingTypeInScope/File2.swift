@Instantiable(generateMock: true)
public final class Consumer: Instantiable {
    public init(service: ConcreteService) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }
    @Received let service: ConcreteService
}