@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(externalType: ExternalType) {
        self.externalType = externalType
    }
    @Instantiated let externalType: ExternalType
}