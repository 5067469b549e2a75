@Instantiable
public struct Consumer: Instantiable {
    public init(service: Service, alias: Service) {
        self.service = service
        self.alias = alias
    }

    @Instantiated let service: Service
    @Received(fulfilledByDependencyNamed: "service", ofType: Service.self, erasedToConcreteExistential: false) let alias: Service
}