@Instantiable(generateMock: true, customMockName: "customMock")
public struct ChildA: Instantiable {
    public init(value: String) { self.value = value }
    @Instantiated let value: String
    public static func customMock(value: String = "hello") -> ChildA {
        ChildA(value: value)
    }
}