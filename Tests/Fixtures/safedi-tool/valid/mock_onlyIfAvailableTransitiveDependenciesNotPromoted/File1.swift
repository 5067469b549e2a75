@Instantiable(generateMock: true)
public struct NotificationCenter: Instantiable {
    public init() {}
}