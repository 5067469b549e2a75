@Instantiable(generateMock: true, customMockName: "customMock")
public struct TypeWithMock: Instantiable {
    public init() {}
    public static func customMock() -> TypeWithMock {
        TypeWithMock()
    }
}