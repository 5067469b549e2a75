import Foundation

@Instantiable
extension UserDefaults: Instantiable {
    public static func instantiate() -> UserDefaults {
        .standard
    }
}