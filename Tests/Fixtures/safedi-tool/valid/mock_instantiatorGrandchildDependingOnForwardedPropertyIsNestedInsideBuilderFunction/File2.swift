@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(configuration: Configuration, presenter: Presenter) {
        self.configuration = configuration
        self.presenter = presenter
    }
    @Forwarded let configuration: Configuration
    @Instantiated let presenter: Presenter
}