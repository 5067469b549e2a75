@Instantiable(generateMock: true)
public struct Config: Instantiable {
    public init() {}
}