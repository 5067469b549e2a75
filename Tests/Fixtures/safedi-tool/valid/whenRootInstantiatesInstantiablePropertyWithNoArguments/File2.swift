@Instantiable
public final class Child: Instantiable {
    public init(keyValueStore: KeyValueStore) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received let keyValueStore: KeyValueStore
}