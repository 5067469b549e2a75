@Instantiable(generateMock: true)
public struct ChildA: Instantiable {
    public init(flagA: Bool = true) {}
}