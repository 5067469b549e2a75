@Instantiable(generateMock: true)
public struct Grandchild: Instantiable {
    public init(viewModel: String = "default") {}
}