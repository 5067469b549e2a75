@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(presenter: Presenter) { self.presenter = presenter }
    @Instantiated let presenter: Presenter
}