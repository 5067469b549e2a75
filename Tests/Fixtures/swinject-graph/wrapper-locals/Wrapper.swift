import Swinject

@propertyWrapper
struct Inject<Service> {
    let wrappedValue: Service
    init() { wrappedValue = Resolver.shared.resolve(Service.self)! }
}

final class Resolver {
    static let shared = Resolver()
    let container = Container()
    func resolve<T>(_ type: T.Type) -> T? { container.resolve(type) }
    init() {
        container.register(Session.self) { _ in Session() }
    }
}

final class Session {}
final class AuthRepository {}
