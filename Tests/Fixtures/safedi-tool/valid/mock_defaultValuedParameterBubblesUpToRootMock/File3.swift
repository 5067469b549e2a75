@Instantiable(generateMock: true)
public struct Shared: Instantiable {
    public init() {}
}