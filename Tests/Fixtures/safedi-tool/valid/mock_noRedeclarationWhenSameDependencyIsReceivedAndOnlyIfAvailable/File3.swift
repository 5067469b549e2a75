@Instantiable(generateMock: true)
public struct ChildB: Instantiable {
    public init(config: Config?) {
        self.config = config
    }
    @Received(onlyIfAvailable: true) let config: Config?
}