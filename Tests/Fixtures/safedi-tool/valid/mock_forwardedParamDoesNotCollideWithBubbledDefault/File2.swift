@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(name: String = "default") {}
}