@Instantiable
public struct MyService: Instantiable {
    public init() {}
}