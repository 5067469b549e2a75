@Instantiable
public struct NoMock: Instantiable {
    public init() {}
}