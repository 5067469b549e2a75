// An app's own `resolve` overload with a label Swinject's does not take
// (`resolve(_:module:)`, resolving by name, as RxSwift-Ex has it) is not
// Swinject's unnamed resolve.
import Foundation
import Swinject

enum Module: String {
    case about
    case settings
}

final class Screen {}

extension Container {
    static let shared: Container = {
        let c = Container()
        c.register(Screen.self, name: Module.about.rawValue) { _ in Screen() }
        c.register(Screen.self, name: Module.settings.rawValue) { _ in Screen() }
        return c
    }()

    // The app's own overload: the `module:` label is not Swinject's; it resolves by name.
    private func resolve<Service>(_ serviceType: Service.Type, module: Module) throws -> Service {
        guard let service = resolve(serviceType, name: module.rawValue) else { throw NSError(domain: "di", code: 1) }
        return service
    }

    func resolveScreen(module: Module) -> Screen? {
        try? resolve(Screen.self, module: module)
    }
}
