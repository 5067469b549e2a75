import SafeDI
import Foundation

public protocol NetworkService {}
public protocol Store {}

@Instantiable(fulfillingAdditionalTypes: [NetworkService.self])
public final class DefaultNetworkService: NetworkService, Instantiable {
    public init(session: URLSession) {
        self.session = session
    }

    @Received let session: URLSession
}

@Instantiable
public final class DiskStore: Store, Instantiable {
    public init() {}
}

@Instantiable
extension URLSession: Instantiable {
    public static func instantiate() -> URLSession { .shared }
}
