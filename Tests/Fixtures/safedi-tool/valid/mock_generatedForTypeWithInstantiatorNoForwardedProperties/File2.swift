@Instantiable(generateMock: true)
public struct SimpleView: Instantiable {
    public init() {}
}