@Instantiable(generateMock: true)
public struct Grandchild: Instantiable {
    public init(name: String, viewModel: String = "default") {
        self.name = name
    }
    @Forwarded let name: String
}