@Instantiable(generateMock: true)
public struct OtherService: Instantiable {
    public init() {}
}