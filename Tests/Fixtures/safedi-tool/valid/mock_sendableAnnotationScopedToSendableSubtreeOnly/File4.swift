@Instantiable(generateMock: true)
public struct Logger: Instantiable {
    public init() {}
}