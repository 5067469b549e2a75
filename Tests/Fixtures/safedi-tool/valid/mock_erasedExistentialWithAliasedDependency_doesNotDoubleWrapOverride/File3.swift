@Instantiable(fulfillingAdditionalTypes: [MyService.self], generateMock: true)
public struct DefaultMyService: Instantiable, MyService {
    public init(provider: Provider) {
        self.provider = provider
    }
    @Received(fulfilledByDependencyNamed: "providerService", ofType: Provider.self) let provider: Provider
}