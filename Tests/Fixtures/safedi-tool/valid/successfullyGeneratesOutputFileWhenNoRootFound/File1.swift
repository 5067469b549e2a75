@Instantiable
public struct NotRoot: Instantiable {
    public init() {}
}