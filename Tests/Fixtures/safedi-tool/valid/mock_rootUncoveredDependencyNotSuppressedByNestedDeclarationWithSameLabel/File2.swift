@Instantiable(generateMock: true)
public struct InternalService: Instantiable {
    public init() {}
}