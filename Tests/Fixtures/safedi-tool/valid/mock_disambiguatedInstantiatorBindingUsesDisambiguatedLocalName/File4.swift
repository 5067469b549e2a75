@Instantiable(generateMock: true)
public struct ChildB: Instantiable {
    public init(name: String) { self.name = name }
    @Forwarded let name: String
}