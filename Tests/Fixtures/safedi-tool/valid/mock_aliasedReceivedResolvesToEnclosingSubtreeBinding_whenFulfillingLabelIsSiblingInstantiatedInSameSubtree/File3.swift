@Instantiable(generateMock: true)
public struct Consumer: Instantiable {
    public init(serviceAlias: SharedService) {
        self.serviceAlias = serviceAlias
    }
    @Received(fulfilledByDependencyNamed: "service", ofType: SharedService.self, erasedToConcreteExistential: false) let serviceAlias: SharedService
}