@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(name: String, flag: Bool = false) {
        self.name = name
    }
    @Forwarded let name: String
}