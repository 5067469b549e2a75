@Instantiable(isRoot: true)
public final class Root: Instantiable {
    public init(child: Child, keyValueStore: KeyValueStore) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let child: Child
    @Instantiated let keyValueStore: KeyValueStore
}