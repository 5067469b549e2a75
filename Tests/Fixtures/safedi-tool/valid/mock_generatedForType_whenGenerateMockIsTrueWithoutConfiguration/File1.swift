@Instantiable(generateMock: true)
public struct DefaultType: Instantiable {
    public init() {}
}