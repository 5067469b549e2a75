@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(unknown: Unknown) { self.unknown = unknown }
    @Instantiated let unknown: Unknown
}