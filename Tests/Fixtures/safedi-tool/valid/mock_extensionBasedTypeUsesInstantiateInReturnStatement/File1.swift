public struct ExternalType {}

@Instantiable(generateMock: true)
extension ExternalType: Instantiable {
    public static func instantiate() -> ExternalType {
        ExternalType()
    }
}