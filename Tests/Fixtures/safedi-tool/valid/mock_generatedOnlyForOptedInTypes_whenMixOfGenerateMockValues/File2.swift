@Instantiable
public struct DefaultType: Instantiable {
    public init() {}
}