@Instantiable
public struct NotRoot {
    public init() {}
}