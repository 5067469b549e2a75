@Instantiable(generateMock: true)
public struct ViewController: Instantiable {
    public init(multimodalBuilder: Instantiator<MultimodalVC>, presenter: Presenter) {
        self.multimodalBuilder = multimodalBuilder
        self.presenter = presenter
    }
    @Instantiated let multimodalBuilder: Instantiator<MultimodalVC>
    @Instantiated let presenter: Presenter
}