import Foundation

public protocol NetworkService {}

@Instantiable(isRoot: true, fulfillingAdditionalTypes: [NetworkService.self])
public final class DefaultNetworkService: NetworkService {
    let urlSession: URLSession = .shared
}