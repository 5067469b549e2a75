@Instantiable(generateMock: true)
public struct Item: Instantiable {
    public init(name: String) { self.name = name }
    @Forwarded let name: String
}