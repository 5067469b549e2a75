import Swinject
final class Service {}
extension Container { static let shared = Container() }
final class DI {
    static let shared = DI()
    let container = Container()
    init() { container.register(Service.self) { _ in Service() } }
    func resolve<T>(_ type: T.Type) -> T { container.resolve(type)! }
}
func use() {
    _ = DI.shared.resolve(Service.self)
    _ = Container.shared.resolve(Service.self)! // expected-error:34-41 {{No registration of 'Service' is visible here: resolve(Service.self) returns nil, which stops the app at run time (registered only in other containers than the one this resolve asks)}}
}
