@Instantiable(mockOnly: true, customMockName: "testValue")
extension String: Instantiable {
    public static func testValue() -> String { "test" }
}