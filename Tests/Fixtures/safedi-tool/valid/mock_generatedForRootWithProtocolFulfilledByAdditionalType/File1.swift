public protocol NetworkService {}

@Instantiable(fulfillingAdditionalTypes: [NetworkService.self], generateMock: true)
public final class DefaultNetworkService: Instantiable, NetworkService {
    public init() {}
}