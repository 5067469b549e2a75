@Instantiable(isRoot: false)
public struct NotRoot: Instantiable {
    public init() {}
}