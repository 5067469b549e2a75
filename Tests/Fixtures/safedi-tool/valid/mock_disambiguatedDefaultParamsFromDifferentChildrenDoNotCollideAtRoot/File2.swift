@Instantiable(generateMock: true)
public struct ChildA: Instantiable {
    public init(viewModel: ViewModelA = ViewModelA()) {}
}