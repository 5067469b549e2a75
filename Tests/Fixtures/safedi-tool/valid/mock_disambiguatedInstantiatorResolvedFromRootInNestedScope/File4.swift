@Instantiable(generateMock: true)
public struct ChildA: Instantiable {
    public init(name: String) { self.name = name }
    @Forwarded let name: String
}