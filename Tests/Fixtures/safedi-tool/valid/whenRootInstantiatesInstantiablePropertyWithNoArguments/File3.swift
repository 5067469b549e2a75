import Foundation

public protocol KeyValueStore {}

@Instantiable(fulfillingAdditionalTypes: [KeyValueStore.self])
extension UserDefaults: @retroactive Instantiable, @retroactive KeyValueStore {
    public static func instantiate() -> UserDefaults {
        getShared()
    }

    private func getShared() -> UserDefaults { .standard }

    final class NestedClass {}
    actor NestedActor {}
    struct NestedStruct {
        public func instantiate() -> NestedStruct { init() }
    }
    typealias NestedTypealias = ()
    private var sessionType: String { "foreground" }
}