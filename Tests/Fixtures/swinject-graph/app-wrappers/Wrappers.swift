import Swinject

// An app's own property wrappers over its container. One generic over the
// wrapped value's type that resolves it makes each `@Inject var x: X` a
// resolve of X: a crash on a miss when it unwraps with `!` or `as!`, or ends
// in fatalError, nil when it keeps the optional. Generic over more types,
// the one resolved is the type an initializer takes as a metatype
// (`@Injected(as: P.self)`), the wrapped type when the argument is left
// out; without such an initializer, or resolving nothing, it is not read.

enum Shared {
    static let container = Container()
}

@propertyWrapper
struct Inject<Component> {
    let wrappedValue: Component

    init() {
        wrappedValue = Shared.container.resolve(Component.self)!
    }
}

@propertyWrapper
struct Provided<T> {
    let wrappedValue: T = {
        if let value = Shared.container.resolve(T.self) { return value }
        fatalError("not registered: \(T.self)")
    }()
}

@propertyWrapper
struct Maybe<T> {
    let wrappedValue: T?

    init() {
        wrappedValue = Shared.container.resolve(T.self)
    }
}

@propertyWrapper
final class Injected<Resolve, Service> {
    var wrappedValue: Service!

    init(as _: Resolve.Type) {}

    func resolve(_ resolver: Resolver) {
        wrappedValue = (resolver.resolve(Resolve.self) as! Service)
    }
}

extension Injected where Resolve == Service {
    convenience init() { self.init(as: Service.self) }
}

@propertyWrapper
struct Pair<Key, Value> {
    var wrappedValue: Value { fatalError() }
    init() { _ = Shared.container.resolve(Key.self)! }
}

@propertyWrapper
struct Clamped<Value> {
    var wrappedValue: Value
}
