@Instantiable(generateMock: true)
public struct ChildC: Instantiable {
    public init(value: ServiceB = ServiceB()) {}
}