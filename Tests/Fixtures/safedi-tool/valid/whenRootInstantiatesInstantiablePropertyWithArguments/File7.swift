import Foundation

public protocol KeyValueStore {}

@Instantiable(fulfillingAdditionalTypes: [KeyValueStore.self])
extension UserDefaults: Instantiable {
    public static func instantiate(user: User) -> UserDefaults {
        UserDefaults(user: user)
    }

    convenience
    init(user: User) {
        self.init(suiteName: user.username)
    }
}