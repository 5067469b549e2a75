@Instantiable(mockOnly: true)
public struct MyService: Instantiable {
    public static func mock() -> MyService { MyService() }
}