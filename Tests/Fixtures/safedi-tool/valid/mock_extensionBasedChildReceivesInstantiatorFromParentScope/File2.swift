public class ThirdPartyWrapper {}

@Instantiable(generateMock: true)
extension ThirdPartyWrapper: Instantiable {
    public static func instantiate(childBuilder: Instantiator<Item>) -> ThirdPartyWrapper {
        ThirdPartyWrapper()
    }
    @Received let childBuilder: Instantiator<Item>
}