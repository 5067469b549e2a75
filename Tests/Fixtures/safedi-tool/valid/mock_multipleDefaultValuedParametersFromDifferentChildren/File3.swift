@Instantiable(generateMock: true)
public struct ChildB: Instantiable {
    public init(flagB: Int = 42) {}
}