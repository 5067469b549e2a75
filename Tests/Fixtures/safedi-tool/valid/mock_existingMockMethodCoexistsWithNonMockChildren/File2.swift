@Instantiable(generateMock: true)
public struct ServiceB: Instantiable {
    public init() {}
}