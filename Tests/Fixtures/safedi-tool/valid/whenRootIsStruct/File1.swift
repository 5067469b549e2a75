import Foundation

public protocol NetworkService {}

@Instantiable(fulfillingAdditionalTypes: [NetworkService.self])
public final class DefaultNetworkService: NetworkService, Instantiable {
    public init() {}

    let date: Date = Date()
}