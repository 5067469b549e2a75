import SafeDI

public protocol NetworkService: Sendable {}

@Instantiable(fulfillingAdditionalTypes: [NetworkService.self])
public final class DefaultNetworkService: NetworkService, Instantiable {
    public init() {}
}

public struct User: Sendable {
    public let name: String
}

@Instantiable
public final class AuthService: Instantiable {
    public init(network: NetworkService) {
        self.network = network
    }

    @Received let network: NetworkService

    public func login(name: String) async -> User { User(name: name) }
}
