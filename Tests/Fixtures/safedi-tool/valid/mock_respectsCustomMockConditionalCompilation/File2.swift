@Instantiable(generateMock: true)
public struct CustomFlag: Instantiable {
    public init() {}
}