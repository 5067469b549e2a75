@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(viewBuilder: Instantiator<SimpleView>) {
        self.viewBuilder = viewBuilder
    }
    @Instantiated let viewBuilder: Instantiator<SimpleView>
}