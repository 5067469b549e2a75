@Instantiable(generateMock: true)
public struct TypeA: Instantiable {
    public init(name: String) { self.name = name }
    @Forwarded let name: String
}