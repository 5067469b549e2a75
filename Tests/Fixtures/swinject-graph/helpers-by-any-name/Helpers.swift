// An app's own resolve helpers under other names than `resolve`: each
// resolves the type whose metatype it is given and stops the app when
// Swinject answers nil. Seen as `Resolver.resolveSafe` (a clean
// architecture template) and `View.inject` over `~>` (a SwiftUI app).
import Swinject
import SwinjectAutoregistration
import SwiftUI

enum DI {
    static let assembler = Assembler([AppAssembly()])
    static let container = Container()

    /// a static helper of its own, force-unwrapping
    static func make<Service>(_ type: Service.Type, name: String? = nil) -> Service {
        container.resolve(type, name: name)!
    }

    /// optional: it passes a miss on to the caller, who decides
    static func optional<Service>(_ type: Service.Type) -> Service? {
        container.resolve(type)
    }
}

extension Resolver {
    func resolveSafe<Service>(_ serviceType: Service.Type) -> Service {
        guard let dependency = resolve(serviceType, name: nil) else {
            preconditionFailure("\(serviceType) is not registered")
        }
        return dependency
    }
}

extension View {
    static func inject<T>(_: T.Type) -> T {
        DI.assembler.resolver ~> T.self
    }
}

protocol Buildable { init() }

/// generic over a metatype, but nothing of Swinject's: its calls resolve nothing
func build<T: Buildable>(_ type: T.Type) -> T { T() }
