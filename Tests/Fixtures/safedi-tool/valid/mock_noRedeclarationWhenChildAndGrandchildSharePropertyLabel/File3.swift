@Instantiable(generateMock: true)
public struct RootPresenter: Instantiable {
    public init() {}
}