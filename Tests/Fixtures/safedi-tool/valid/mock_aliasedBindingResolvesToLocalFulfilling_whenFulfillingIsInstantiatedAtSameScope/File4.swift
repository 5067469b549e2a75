@Instantiable(generateMock: true)
public struct TypeB: Instantiable {
    public init() {}
}