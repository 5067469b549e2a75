@Instantiable(generateMock: true)
public struct Service: Instantiable {
    public init(externalTypeBuilder: Instantiator<ExternalType>) {
        self.externalTypeBuilder = externalTypeBuilder
    }
    @Instantiated let externalTypeBuilder: Instantiator<ExternalType>
}