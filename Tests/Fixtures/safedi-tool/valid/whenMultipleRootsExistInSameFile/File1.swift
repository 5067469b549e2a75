@Instantiable
public struct Dep: Instantiable {
    public init() {}
}