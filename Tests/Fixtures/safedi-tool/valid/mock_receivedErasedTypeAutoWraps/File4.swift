@Instantiable(generateMock: true)
public struct ConcreteService: Instantiable {
    public init() {}
}