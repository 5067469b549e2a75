import Swinject
import SwinjectMacros

// The networking assembly registers the client; the feed assembly forgets
// the cache its service needs.
final class NetworkAssembly: Assembly {
    func assemble(container: Container) {
        container.register(APIClient.self) { _ in LiveAPIClient() }
            .inObjectScope(.container)
    }
}

final class FeedAssembly: Assembly {
    func assemble(container: Container) {
        container.register(FeedService.self) { r in
            FeedService(api: r.resolve(APIClient.self)!, cache: r.resolve(FeedCache.self)!) // expected-error:75-84 {{No registration of 'FeedCache' is visible here: resolve(FeedCache.self) returns nil, which stops the app at run time}} {{-1:1--1:1=        container.register(FeedCache.self) { _ in FeedCache() \}\n}} {{title=Register FeedCache in FeedAssembly}}
        }
        SettingsService.register(in: container)
    }
}
