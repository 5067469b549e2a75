@Instantiable(generateMock: true)
public struct TypeA: Instantiable {
    public init() {}
}