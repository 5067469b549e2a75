@Instantiable(generateMock: true, customMockName: "customMock")
public struct ChildB: Instantiable {
    public init(name: String) { self.name = name }
    @Received let name: String
    public static func customMock(name: String = "childB") -> ChildB {
        ChildB(name: name)
    }
}