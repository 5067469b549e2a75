import Foundation

// An app that never imports Swinject and declares a container of its own:
// its `resolve(T.self)` is that container's, whatever it registers.

final class Locator {
    private var factories: [ObjectIdentifier: () -> Any] = [:]
    func registerSingleton<T>(_ type: T.Type, _ value: T) { factories[ObjectIdentifier(type)] = { value } }
    func resolve<T>(_ type: T.Type) -> T? { factories[ObjectIdentifier(type)]?() as? T }
}

protocol Cache {}
final class Screen {
    init(locator: Locator) {
        _ = locator.resolve(Cache.self)!
        _ = locator.resolve(NeverRegistered.self)!
    }
}
final class NeverRegistered {}
