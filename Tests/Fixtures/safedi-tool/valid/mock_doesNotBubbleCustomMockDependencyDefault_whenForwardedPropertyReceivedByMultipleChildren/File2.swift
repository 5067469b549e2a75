@Instantiable(generateMock: true, customMockName: "customMock")
public struct ChildA: Instantiable {
    public init(name: String) { self.name = name }
    @Received let name: String
    public static func customMock(name: String = "A") -> ChildA {
        ChildA(name: name)
    }
}