@Instantiable(generateMock: true)
public struct ReceivedValue: Instantiable {
    public init() {}
}