@Instantiable(generateMock: true)
public struct Other: Instantiable {
    public init() {}
}