import Foundation

public protocol NetworkService {}

@Instantiable(fulfillingAdditionalTypes: [NetworkService.self])
public final class DefaultNetworkService: NetworkService, Instantiable {
    @Forwarded let urlSession: URLSession
}