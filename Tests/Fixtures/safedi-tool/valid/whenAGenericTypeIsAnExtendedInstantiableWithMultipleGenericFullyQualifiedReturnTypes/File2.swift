public enum MyModule {
    public struct Container<T> {
        let value: T
    }
}
@Instantiable
extension MyModule.Container: Instantiable {
    public static func instantiate() -> MyModule.Container<String> {
        .init(value: "")
    }
    public static func instantiate() -> MyModule.Container<Int> {
        .init(value: 0)
    }
    public static func instantiate() -> MyModule.Container<Float> {
        .init(value: 0)
    }
    public static func instantiate() -> MyModule.Container<Void> {
        .init(value: ())
    }
}