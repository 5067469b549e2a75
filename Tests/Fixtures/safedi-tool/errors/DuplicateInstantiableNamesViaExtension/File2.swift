import Foundation

@Instantiable
extension UserDefaults: Instantiable {
    public static func instantiate(suiteName: String) -> UserDefaults {
        UserDefaults(suiteName: suiteName)
    }
}