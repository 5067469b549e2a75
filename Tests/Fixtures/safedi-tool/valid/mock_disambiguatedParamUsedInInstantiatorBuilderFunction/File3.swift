@Instantiable(generateMock: true)
public struct ChildB: Instantiable {
    public init(presenter: PresenterB) {
        self.presenter = presenter
    }
    @Received let presenter: PresenterB
}