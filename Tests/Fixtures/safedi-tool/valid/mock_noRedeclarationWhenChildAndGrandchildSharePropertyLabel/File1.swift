@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(presenter: RootPresenter, child: Child) {
        self.presenter = presenter
        self.child = child
    }
    @Instantiated let presenter: RootPresenter
    @Instantiated let child: Child
}