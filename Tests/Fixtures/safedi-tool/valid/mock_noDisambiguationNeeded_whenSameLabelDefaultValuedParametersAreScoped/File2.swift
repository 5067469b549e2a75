@Instantiable(generateMock: true)
public struct ChildA: Instantiable {
    public init(value: ServiceA = ServiceA()) {}
}