@Instantiable
public struct Database: Instantiable {
    public init() {}
}