@Instantiable(generateMock: true)
public struct Engine: Instantiable {
    public init() {}
}