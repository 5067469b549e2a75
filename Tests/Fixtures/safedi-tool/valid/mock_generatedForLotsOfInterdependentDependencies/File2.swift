public protocol NetworkService {}

@Instantiable(fulfillingAdditionalTypes: [NetworkService.self], generateMock: true)
public final class DefaultNetworkService: NetworkService, Instantiable {
    public init() {}
}