@Instantiable(generateMock: true)
public struct StateService: Instantiable {
    public init() {}
}