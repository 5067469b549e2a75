@Instantiable(isRoot: true)
public struct Root: Instantiable {
    public init(stringContainer: Container<String>, intContainer: Container<Int>, floatContainer: Container<Float>, voidContainer: Container<Void>) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let stringContainer: Container<String>
    @Instantiated let intContainer: Container<Int>
    @Instantiated let floatContainer: Container<Float>
    @Instantiated let voidContainer: Container<Void>
}