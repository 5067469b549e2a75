@Instantiable(generateMock: true)
public struct WidgetService: Instantiable {
    public init(config: Config) { self.config = config }
    @Instantiated let config: Config
}