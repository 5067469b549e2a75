@Instantiable(generateMock: true)
public struct SimpleType: Instantiable {
    public init() {}
}