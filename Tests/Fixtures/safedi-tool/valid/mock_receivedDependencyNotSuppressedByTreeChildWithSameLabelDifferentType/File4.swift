@Instantiable(generateMock: true)
public struct LocalService: Instantiable {
    public init() {}
}