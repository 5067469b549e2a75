@Instantiable
public struct MyService: Instantiable {
    public init(name: String) {
        self.name = name
    }
    @Received let name: String
    public static func mock(name: String) -> MyService { MyService(name: name) }
}