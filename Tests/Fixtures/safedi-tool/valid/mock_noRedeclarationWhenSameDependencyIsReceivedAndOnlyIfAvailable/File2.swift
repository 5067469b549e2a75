@Instantiable(generateMock: true)
public struct ChildA: Instantiable {
    public init(config: Config) {
        self.config = config
    }
    @Received let config: Config
}