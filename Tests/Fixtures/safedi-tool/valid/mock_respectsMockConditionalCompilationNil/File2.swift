@Instantiable(generateMock: true)
public struct NoBranch: Instantiable {
    public init() {}
}