@Instantiable(generateMock: true)
public struct ChildB: Instantiable {
    public init(config: ConfigB) { self.config = config }
    @Received let config: ConfigB
}