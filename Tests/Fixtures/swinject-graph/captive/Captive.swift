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
