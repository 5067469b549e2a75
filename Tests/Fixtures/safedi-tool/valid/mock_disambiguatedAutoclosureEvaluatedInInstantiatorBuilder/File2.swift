@Instantiable(generateMock: true)
public struct Parent: Instantiable {
    public init(name: String, config: ConfigA) {
        self.name = name
        self.config = config
    }
    @Forwarded let name: String
    @Received let config: ConfigA
}