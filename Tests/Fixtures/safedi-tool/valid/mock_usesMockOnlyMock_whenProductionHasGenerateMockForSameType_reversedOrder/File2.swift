@Instantiable(mockOnly: true, customMockName: "preview")
extension MyService: Instantiable {
    public static func preview() -> MyService { MyService() }
}