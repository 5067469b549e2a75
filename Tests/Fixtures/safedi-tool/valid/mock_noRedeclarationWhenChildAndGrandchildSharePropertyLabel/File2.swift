@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(presenter: ChildPresenter) {
        self.presenter = presenter
    }
    @Instantiated let presenter: ChildPresenter
}