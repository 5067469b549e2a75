@Instantiable(generateMock: true)
public struct Service: Instantiable {
    public init() {}
}