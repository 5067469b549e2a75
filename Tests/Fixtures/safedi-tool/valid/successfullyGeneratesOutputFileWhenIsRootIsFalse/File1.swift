@Instantiable(isRoot: false)
public struct NotRoot {
    public init() {}
}