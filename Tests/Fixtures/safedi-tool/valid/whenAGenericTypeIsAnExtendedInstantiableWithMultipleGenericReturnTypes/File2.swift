public struct Container<T> {
    let value: T
}
@Instantiable
extension Container: Instantiable {
    public static func instantiate() -> Container<String> {
        .init(value: "")
    }
    public static func instantiate() -> Container<Int> {
        .init(value: 0)
    }
    public static func instantiate() -> Container<Float> {
        .init(value: 0)
    }
    public static func instantiate() -> Container<Void> {
        .init(value: ())
    }
}