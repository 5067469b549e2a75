@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(isLoggingEnabled _: Bool = false) {}
}