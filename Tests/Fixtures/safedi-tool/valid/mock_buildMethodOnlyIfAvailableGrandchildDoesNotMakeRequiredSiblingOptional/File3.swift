@Instantiable(generateMock: true)
public struct MultimodalVC: Instantiable {
    public init(multimodalPresenter: MultimodalPresenter, name: String) {
        self.multimodalPresenter = multimodalPresenter
        self.name = name
    }
    @Instantiated let multimodalPresenter: MultimodalPresenter
    @Forwarded let name: String
}