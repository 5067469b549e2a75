@Instantiable(generateMock: false)
public struct NoMock: Instantiable {
    public init() {}
}