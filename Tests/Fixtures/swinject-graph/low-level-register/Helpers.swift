// An app's own `register…` helper over Swinject's `_register(_:factory:name:)`
// (the call its `register` overloads make): each of its calls registers the
// type it names, as bit-therapy's `registerSingleton` does.
import Swinject
import Foundation

extension Container {
    @discardableResult
    func registerSingleton<Service>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (Resolver) -> Service
    ) -> ServiceEntry<Service> {
        _register(serviceType, factory: factory, name: name)
            .inObjectScope(.container)
    }
}

// one that names each registration itself (Knit's collections): never the same key twice
extension Container {
    func registerIntoCollection<Service>(_ service: Service.Type, factory: @escaping (Resolver) -> Service) {
        register(service, name: "collection-\(UUID().uuidString)", factory: factory)
    }
}
