@Instantiable(generateMock: true)
public struct SharedService: Instantiable {
    public init() {}
}