@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(name: String) {
        self.name = name
    }
    @Forwarded let name: String
}