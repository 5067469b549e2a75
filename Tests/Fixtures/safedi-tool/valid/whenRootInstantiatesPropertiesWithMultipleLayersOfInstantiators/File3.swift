public protocol NetworkService {}

@Instantiable(fulfillingAdditionalTypes: [NetworkService.self])
public final class DefaultNetworkService: NetworkService {
    public init() {}
}