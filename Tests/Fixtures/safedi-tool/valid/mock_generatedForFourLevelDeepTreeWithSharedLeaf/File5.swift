@Instantiable(generateMock: true)
public struct Leaf: Instantiable {
    public init() {}
}