public class ThirdPartyDep {}

@Instantiable(generateMock: true)
extension ThirdPartyDep: Instantiable {
    public static func instantiate() -> ThirdPartyDep {
        ThirdPartyDep()
    }
}