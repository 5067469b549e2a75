@Instantiable(generateMock: true)
public struct ChildB: Instantiable {
    public init(value: ServiceA? = nil) {}
}