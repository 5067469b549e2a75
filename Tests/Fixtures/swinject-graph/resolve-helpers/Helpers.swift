import Swinject

// The app's own `resolve` methods: generic over the type whose metatype
// they take first and return unwrapped. A call of one reads like Swinject's
// `resolve(X.self)`, but a miss stops the app (`!`, `as!`, fatalError).

enum DI {
    static let container = Container()

    static func resolve<T>(_ type: T.Type) -> T {
        container.resolve(type)!
    }
}

final class AppContainer {
    static let shared = AppContainer()
    private let container = Container()

    func resolve<Service>(_ service: Service.Type, name: String? = nil) -> Service {
        guard let value = container.resolve(Service.self, name: name) else {
            fatalError("\(Service.self) is not registered")
        }
        return value
    }
}

func resolve<T>(_ type: T.Type) -> T {
    DI.container.resolve(T.self) as! T
}

// Not crashing helpers: a miss is an optional, or a default
enum Soft {
    static let container = Container()
    static func resolve<T>(_ type: T.Type) -> T? { container.resolve(type) }
    static func resolve<T>(_ type: T.Type, default value: T) -> T { container.resolve(type) ?? value }
}

// A protocol requiring such a `resolve`: a conformer that is a crashing
// helper makes a call through the protocol one of it. One returning an
// optional leaves nil to the caller.
protocol InstanceProvider {
    func resolve<T>(_ type: T.Type) -> T
}

final class SwinjectInstanceProvider: InstanceProvider {
    private let container = Container()

    func resolve<T>(_ type: T.Type) -> T { container.resolve(type)! }
}

protocol OptionalProvider {
    func resolve<T>(_ type: T.Type) -> T?
}
