@Instantiable(generateMock: true)
public struct MyService: Instantiable {
    public init() {}
}