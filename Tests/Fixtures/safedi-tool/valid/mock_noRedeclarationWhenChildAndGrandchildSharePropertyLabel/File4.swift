@Instantiable(generateMock: true)
public struct ChildPresenter: Instantiable {
    public init() {}
}