@Instantiable(generateMock: true)
public struct Helper: Instantiable {
    public init() {}
}