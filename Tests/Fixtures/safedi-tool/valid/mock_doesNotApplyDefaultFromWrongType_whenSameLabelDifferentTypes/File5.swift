@Instantiable(generateMock: true)
public struct Int: Instantiable {
    public init() {}
}