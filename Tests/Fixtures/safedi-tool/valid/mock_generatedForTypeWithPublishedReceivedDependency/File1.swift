import Combine
public protocol StringStorage {}
@Instantiable(fulfillingAdditionalTypes: [StringStorage.self], generateMock: true)
extension UserDefaults: Instantiable, StringStorage {
    public static func instantiate() -> UserDefaults { .standard }
}