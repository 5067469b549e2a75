@Instantiable(generateMock: true)
public struct ChildB: Instantiable {
    public init(service: Service? = nil) {}
}