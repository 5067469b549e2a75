import SafeDI

@Instantiable
public final class ProfileScreen: Instantiable {
    public init(userID: String, api: NetworkService, cache: Cache?, avatar: AvatarLoader) {
        self.userID = userID
        self.api = api
        self.cache = cache
        self.avatar = avatar
    }

    @Forwarded let userID: String
    @Received(fulfilledByDependencyNamed: "network", ofType: NetworkService.self) let api: NetworkService
    @Received(onlyIfAvailable: true) let cache: Cache?
    @Instantiated let avatar: AvatarLoader
}

public final class Cache {}

@Instantiable
public final class AvatarLoader: Instantiable {
    public init(userID: String, store: Store) {
        self.userID = userID
        self.store = store
    }

    @Received let userID: String
    @Received let store: Store
}
