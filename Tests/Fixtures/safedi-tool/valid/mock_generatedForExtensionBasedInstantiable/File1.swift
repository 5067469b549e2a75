public class SomeThirdPartyType {}

@Instantiable(generateMock: true)
extension SomeThirdPartyType: Instantiable {
    public static func instantiate() -> SomeThirdPartyType {
        SomeThirdPartyType()
    }
}