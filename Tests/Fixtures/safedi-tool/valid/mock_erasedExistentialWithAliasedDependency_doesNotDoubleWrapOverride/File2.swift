@Instantiable(generateMock: true)
public struct Provider: Instantiable {
    public init() {}
}