@Instantiable(generateMock: true)
public struct Database: Instantiable {
    public init() {}
}