@Instantiable(generateMock: false)
public struct OptedOut: Instantiable {
    public init() {}
}