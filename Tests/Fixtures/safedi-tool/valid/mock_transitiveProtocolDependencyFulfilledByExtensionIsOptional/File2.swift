public class SomeExternalType {}

@Instantiable(fulfillingAdditionalTypes: [StringStorage.self], generateMock: true)
extension SomeExternalType: Instantiable, StringStorage {
    public static func instantiate() -> SomeExternalType {
        SomeExternalType()
    }
    public func string(forKey key: String) -> String? { nil }
}