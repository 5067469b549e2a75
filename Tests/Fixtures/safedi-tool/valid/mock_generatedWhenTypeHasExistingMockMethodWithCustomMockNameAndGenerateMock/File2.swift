@Instantiable(generateMock: true)
public struct Dependency: Instantiable {
    public init() {}
}