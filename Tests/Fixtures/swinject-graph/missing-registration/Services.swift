import SwinjectMacros

protocol APIClient {}
final class LiveAPIClient: APIClient {}
final class FeedCache {}

final class FeedService {
    init(api: APIClient, cache: FeedCache) {}
}

// @Injectable resolves every service parameter with '!'
@Injectable
final class SettingsService {
    init(api: APIClient, store: PreferencesStore, audit: AuditLogger?) {} // expected-error:26-49 {{No registration of 'PreferencesStore' is visible here: @Injectable 'SettingsService' resolves it with '!' in its generated register(in:), which crashes at run time}} {{15:1-15:1=        container.register(PreferencesStore.self) { _ in <#PreferencesStore#> \}\n}} {{26-49=store: PreferencesStore?}} {{title=Register PreferencesStore in FeedAssembly}} {{title=Make the parameter optional}} expected-information:51-70 {{No registration of 'AuditLogger' is visible here: this optional dependency is always nil}}
}

protocol PreferencesStore {}

// resolving the implementation: only the protocol is registered
func makeClient(_ resolver: Resolver) -> LiveAPIClient {
    resolver.resolve(LiveAPIClient.self)! // expected-error:22-35 {{No registration of 'LiveAPIClient' is visible here: resolve(LiveAPIClient.self) returns nil, which stops the app at run time ('APIClient' is registered, and 'LiveAPIClient' implements it: resolve 'APIClient', or add .implements(LiveAPIClient.self))}} {{8:1-8:1=        container.register(LiveAPIClient.self) { _ in LiveAPIClient() \}\n}} {{title=Register LiveAPIClient in NetworkAssembly}}
}

// optional use: no crash, a warning
func maybeFeed(_ resolver: Resolver) -> FeedService? {
    resolver.resolve(FeedService.self)
}

// a guard that stops the app: as fatal as '!'
func feedService(_ resolver: Resolver) -> FeedService {
    guard let cache = resolver.resolve(FeedCacheStore.self) else { fatalError("FeedCacheStore is not registered") } // expected-error:40-54 {{No registration of 'FeedCacheStore' is visible here: resolve(FeedCacheStore.self) returns nil, which stops the app at run time}} {{8:1-8:1=        container.register(FeedCacheStore.self) { _ in FeedCacheStore() \}\n}} {{title=Register FeedCacheStore in NetworkAssembly}}
    _ = cache
    return resolver.resolve(FeedService.self)!
}
