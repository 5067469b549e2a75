import Stitcher

// A type alias is the type itself to Stitcher: an injection or a
// registration through one finds the other.
final class NetworkSession {}
typealias Session = NetworkSession
final class DiskCache {}
typealias Cache = DiskCache
final class Clock {}

let container = DependencyContainer {
    Dependency { NetworkSession() }
    Dependency { Cache() }
}

final class API {
    @Injected var session: Session
    @Injected var cache: DiskCache
    @Injected var clock: Clock // expected-error:19-24 {{No dependency is registered for Type[Clock]: the @Injected property stops with preconditionFailure on first access ("No dependency could be found for Type[Clock].")}}
}
