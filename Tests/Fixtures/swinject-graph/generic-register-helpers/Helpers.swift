// A `register*` helper of the app's own, generic over the registered
// type's arguments and given each one's metatype: each call registers its
// own specialization (as RMGuide's `registerAPIClient<I, O>`), so a
// resolve of one no call names finds nothing. A call that does not name
// its types registers what Wiring cannot tell.
import Swinject

final class AnyAPIClient<I, O> {}
final class Cache<Key> {}

extension Container {
    func registerAPIClient<I: Encodable, O: Decodable>(_ i: I.Type, _ o: O.Type) {
        register(AnyAPIClient<I, O>.self) { _ in AnyAPIClient<I, O>() }
    }

    func registerCache<Key>(for key: Key.Type) {
        register(Cache<Key>.self) { _ in Cache<Key>() }
    }
}
