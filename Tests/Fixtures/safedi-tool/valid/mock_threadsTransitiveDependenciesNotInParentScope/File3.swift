@Instantiable(generateMock: true)
public struct TransitiveDep: Instantiable {
    public init() {}
}