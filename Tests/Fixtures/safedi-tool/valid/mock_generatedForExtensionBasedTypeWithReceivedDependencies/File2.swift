public class ThirdParty {}

@Instantiable(generateMock: true)
extension ThirdParty: Instantiable {
    public static func instantiate(helper: Helper) -> ThirdParty {
        ThirdParty()
    }
    @Received let helper: Helper
}