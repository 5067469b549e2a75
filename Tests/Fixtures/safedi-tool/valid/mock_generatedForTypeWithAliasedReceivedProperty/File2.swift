@Instantiable(generateMock: true)
public struct User: Instantiable, UserType {
    public init() {}
}