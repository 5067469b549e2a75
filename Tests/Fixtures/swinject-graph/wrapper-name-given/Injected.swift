import Swinject

extension Container {
    static let shared = Container()
}

@propertyWrapper
struct Injected<Service> {
    private var service: Service?
    private var name: String?

    init() { self.init(nil) }
    init(_ name: String?) { self.name = name }

    var wrappedValue: Service {
        mutating get {
            if service == nil {
                service = Container.shared.resolve(Service.self, name: name)
            }
            return service!
        }
        mutating set { service = newValue }
    }
}
