@Instantiable(generateMock: true, customMockName: "customMock")
public struct Child: Instantiable {
    public init(name: String) {
        self.name = name
    }
    @Received let name: String

    public static func customMock(name: String = "hello") -> Child {
        Child(name: name)
    }
}