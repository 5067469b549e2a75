@Instantiable(generateMock: true)
public struct ChildA: Instantiable {
    public init(name: String, presenter: PresenterA) {
        self.name = name
        self.presenter = presenter
    }
    @Forwarded let name: String
    @Received let presenter: PresenterA
}