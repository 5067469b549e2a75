// A call of a specializing `register*` helper that does not name its
// types (`registerCache(for: type(of: key))`): the specialization it
// registers is unknown, so every resolve of the generic type may be answered.
import Swinject

final class Cache<Key> {}
struct Episode {}
struct Character {}

extension Container {
    func registerCache<Key>(for key: Key.Type) {
        register(Cache<Key>.self) { _ in Cache<Key>() }
    }
}

final class AppAssembly: Assembly {
    let key = Episode()
    func assemble(container: Container) {
        container.registerCache(for: type(of: key))
    }
}

func load(_ resolver: Resolver) {
    _ = resolver.resolve(Cache<Character>.self)!
}
