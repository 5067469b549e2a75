@Instantiable(generateMock: true)
public struct Recreated: Instantiable {
    public init() {}
}