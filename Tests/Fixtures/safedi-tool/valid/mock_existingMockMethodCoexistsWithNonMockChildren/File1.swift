@Instantiable(generateMock: true, customMockName: "customMock")
public struct ServiceA: Instantiable {
    public init() {}

    public static func customMock() -> ServiceA {
        ServiceA()
    }
}