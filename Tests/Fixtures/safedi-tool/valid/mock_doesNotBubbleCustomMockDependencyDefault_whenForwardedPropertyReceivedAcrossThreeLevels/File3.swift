@Instantiable(generateMock: true, customMockName: "customMock")
public struct Grandchild: Instantiable {
    public init(name: String) { self.name = name }
    @Received let name: String
    public static func customMock(name: String = "grandchild") -> Grandchild {
        Grandchild(name: name)
    }
}