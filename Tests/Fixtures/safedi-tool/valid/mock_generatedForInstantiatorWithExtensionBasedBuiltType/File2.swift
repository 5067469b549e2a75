public class ThirdParty {}

@Instantiable(generateMock: true)
extension ThirdParty: Instantiable {
    public static func instantiate(shared: Shared) -> ThirdParty {
        ThirdParty()
    }
    @Received let shared: Shared
}