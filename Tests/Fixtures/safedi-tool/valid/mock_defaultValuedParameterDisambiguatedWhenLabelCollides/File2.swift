@Instantiable(generateMock: true)
public struct ChildA: Instantiable {
    public init(flag: Bool = true) {}
}