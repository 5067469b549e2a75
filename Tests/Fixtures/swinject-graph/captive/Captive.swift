import Swinject

final class RequestBuilder {}
final class TokenCache {}
final class APIClient { init(builder: RequestBuilder, cache: TokenCache) {} }
final class Analytics { init(builder: RequestBuilder) {} }

final class NetworkAssembly: Assembly {
    func assemble(container: Container) {
        container.register(RequestBuilder.self) { _ in RequestBuilder() }
            .inObjectScope(.transient)
        container.register(TokenCache.self) { _ in TokenCache() }
            .inObjectScope(.container)
        // a singleton that keeps one transient builder for ever
        container.register(APIClient.self) { r in // expected-note:28 {{the container-scoped registration}}
            APIClient(builder: r.resolve(RequestBuilder.self)!, cache: r.resolve(TokenCache.self)!) // expected-warning:42-56 {{'APIClient' is container-scoped, but its factory resolves 'RequestBuilder', which is .transient: that one instance lives as long as the container (make 'RequestBuilder' .container too, or resolve it through Provider)}}
        }
        .inObjectScope(.container)
        // graph-scoped: a new builder per resolve, fine
        container.register(Analytics.self) { r in Analytics(builder: r.resolve(RequestBuilder.self)!) }
    }
}

// values: a transient struct captured by a singleton is a copy, nothing is shared
protocol Mapping { func map(_ s: String) -> Int }
struct Mapper: Mapping { func map(_ s: String) -> Int { s.count } }
struct Formatter { init(locale: String) {} }
final class MappingService { init(mapper: Mapping, formatter: Formatter, builder: RequestBuilder) {} }

final class MappingAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Mapping.self) { _ in Mapper() }
            .inObjectScope(.transient)
        container.register(Formatter.self) { _ in
            return Formatter.init(locale: "en")
        }
        .inObjectScope(.transient)
        container.register(MappingService.self) { r in // expected-note:28 {{the container-scoped registration}}
            MappingService(mapper: r.resolve(Mapping.self)!, formatter: r.resolve(Formatter.self)!,
                           builder: r.resolve(RequestBuilder.self)!) // expected-warning:47-61 {{'MappingService' is container-scoped, but its factory resolves 'RequestBuilder', which is .transient: that one instance lives as long as the container (make 'RequestBuilder' .container too, or resolve it through Provider)}}
        }
        .inObjectScope(.container)
    }
}

// a resolve in a closure the factory hands on runs at each call, not at construction
protocol Requesting { func run() }
final class Request: Requesting { init(target: String) {}; func run() {} }
final class RequestService {
    private let make: (String) -> Requesting
    init(make: @escaping (String) -> Requesting) { self.make = make }
}

final class RequestAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Requesting.self) { (_, target: String) in Request(target: target) }
            .inObjectScope(.transient)
        container.register(RequestService.self) { resolver in
            RequestService { target in resolver.resolve(Requesting.self, argument: target)! }
        }
        .inObjectScope(.container)
    }
}
