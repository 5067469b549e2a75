@Instantiable(generateMock: true)
public struct Unrelated: Instantiable {
    public init() {}
}