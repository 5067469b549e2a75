import Swinject
import SwinjectAutoregistration

// The app's own registration helpers, which pass their metatype parameter
// on to Swinject: each call of one registers the type its argument names.
extension Container {
    @discardableResult
    func register<Service>(
        _ serviceType: Service.Type,
        name: String? = nil,
        onMain factory: @escaping @MainActor (Resolver) -> Service
    ) -> ServiceEntry<Service> {
        register(serviceType, name: name) { r in MainActor.assumeIsolated { factory(r) } }
    }
}

struct DI {
    private let container = Container()

    func register<T>(_ type: T.Type, initializer: @escaping () -> T) {
        container.autoregister(type, initializer: initializer)
    }

    func register<T>(singleton type: T.Type, make: @escaping (Resolver) -> T) {
        container.register(T.self) { r in make(r) }.inObjectScope(.container)
    }

    func resolve<T>(_ type: T.Type) -> T? { container.resolve(type) }
}
