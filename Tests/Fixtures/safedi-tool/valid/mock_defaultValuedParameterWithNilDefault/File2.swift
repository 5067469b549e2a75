@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(viewModel: String? = nil) {}
}