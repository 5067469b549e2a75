@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(config: Config) {
        self.config = config
    }
    @Received let config: Config
}