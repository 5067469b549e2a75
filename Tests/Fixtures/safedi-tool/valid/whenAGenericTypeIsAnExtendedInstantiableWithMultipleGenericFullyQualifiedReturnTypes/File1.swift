@Instantiable(isRoot: true)
public struct Root: Instantiable {
    public init(stringContainer: MyModule.Container<String>, intContainer: MyModule.Container<Int>, floatContainer: MyModule.Container<Float>, voidContainer: MyModule.Container<Void>) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let stringContainer: MyModule.Container<String>
    @Instantiated let intContainer: MyModule.Container<Int>
    @Instantiated let floatContainer: MyModule.Container<Float>
    @Instantiated let voidContainer: MyModule.Container<Void>
}