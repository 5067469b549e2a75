@Instantiable
public struct Service: Instantiable {
    public init() {}
}