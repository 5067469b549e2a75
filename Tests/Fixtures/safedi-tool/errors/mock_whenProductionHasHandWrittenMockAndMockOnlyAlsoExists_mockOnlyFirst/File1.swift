@Instantiable(mockOnly: true, customMockName: "preview")
extension MyService {
    public static func preview() -> MyService { MyService() }
}

@Instantiable(customMockName: "customMock")
public struct MyService: Instantiable {
    public init() {}
    public static func customMock() -> MyService { MyService() }
}