import Foundation

public protocol NetworkService {}

@Instantiable(fulfillingAdditionalTypes: [NetworkService.self])
public final class DefaultNetworkService: NetworkService, Instantiable {
    @Instantiated let urlSession: URLSession // URLSession is not `@Instantiable`! This will fail!
}