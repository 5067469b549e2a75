@Instantiable(generateMock: true)
public struct OptedIn: Instantiable {
    public init() {}
}