public class ThirdParty {}

@Instantiable(generateMock: true)
extension ThirdParty: Instantiable {
    public static func instantiate() -> ThirdParty {
        ThirdParty()
    }
}