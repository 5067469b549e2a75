@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(consumerBuilder: Instantiator<Consumer>, concreteService: ConcreteService) {
        self.consumerBuilder = consumerBuilder
        self.concreteService = concreteService
    }
    @Instantiated let consumerBuilder: Instantiator<Consumer>
    @Instantiated let concreteService: ConcreteService
}