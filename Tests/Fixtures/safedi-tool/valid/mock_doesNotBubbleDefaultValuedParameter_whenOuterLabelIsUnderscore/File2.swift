@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(_ isLoggingEnabled: Bool = false) {}
}