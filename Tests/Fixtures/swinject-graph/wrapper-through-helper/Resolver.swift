import Swinject

class Resolver {
    static let shared = Resolver()

    private let container: Container = {
        let container = Container()
        container.register(Logger.self) { _ in Logger() }
        return container
    }()

    func resolve<T>(_ type: T.Type) -> T {
        let service = container.resolve(T.self)
        if service == nil {
            print("Unresolved ", T.self)
        }
        return service!
    }
}

class Soft {
    static let shared = Soft()
    private let container = Container()

    func resolve<T>(_ type: T.Type) -> T? {
        container.resolve(T.self)
    }
}
