@Instantiable(generateMock: true)
public struct OtherType: Instantiable {
    public init() {}
}