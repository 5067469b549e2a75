@Instantiable(isRoot: true)
public struct Root: Instantiable {
    public init() {}
}