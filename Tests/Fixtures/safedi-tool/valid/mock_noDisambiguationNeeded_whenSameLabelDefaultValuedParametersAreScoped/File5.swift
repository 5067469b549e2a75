@Instantiable(generateMock: true)
public struct ServiceA: Instantiable {
    public init() {}
}