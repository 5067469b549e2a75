@Instantiable(generateMock: true)
public struct TypeB: Instantiable {
    public init(name: String) { self.name = name }
    @Forwarded let name: String
}