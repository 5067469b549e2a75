@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(name: String) { self.name = name }
    @Forwarded let name: String
}