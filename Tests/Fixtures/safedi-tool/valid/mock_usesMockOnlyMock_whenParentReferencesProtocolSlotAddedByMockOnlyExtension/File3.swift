@Instantiable
public struct MyService: Instantiable, ServiceProtocol {
    public init() {}
}