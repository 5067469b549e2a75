@Instantiable
public final class Child {
    public init(keyValueStore: KeyValueStore) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let keyValueStore: KeyValueStore
}