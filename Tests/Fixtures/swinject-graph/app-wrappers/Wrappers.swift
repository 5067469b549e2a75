import Swinject

// An app's own property wrappers over its container. One generic over the
// wrapped value's type that resolves it makes each `@Inject var x: X` a
// resolve of X: a crash on a miss when it unwraps with `!` or ends in
// fatalError, nil when it keeps the optional. A wrapper over two types
// (which one a property names is not known) or one that resolves nothing
// is not read.

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
        wrappedValue = resolver.resolve(Resolve.self) as? Service
    }
}

@propertyWrapper
struct Clamped<Value> {
    var wrappedValue: Value
}
