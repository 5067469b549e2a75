@Instantiable(generateMock: true)
public struct String: Instantiable {
    public init() {}
}