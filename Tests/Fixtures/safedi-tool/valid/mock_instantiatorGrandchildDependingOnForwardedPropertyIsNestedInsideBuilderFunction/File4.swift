@Instantiable(generateMock: true)
public struct Presenter: Instantiable {
    public init(configuration: Configuration) {
        self.configuration = configuration
    }
    @Received let configuration: Configuration
}