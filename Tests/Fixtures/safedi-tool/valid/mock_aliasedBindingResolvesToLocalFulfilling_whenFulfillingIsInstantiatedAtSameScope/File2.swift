@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(service: TypeB, serviceAlias: TypeB) {
        self.service = service
        self.serviceAlias = serviceAlias
    }
    @Instantiated let service: TypeB
    @Received(fulfilledByDependencyNamed: "service", ofType: TypeB.self, erasedToConcreteExistential: false) let serviceAlias: TypeB
}