// The app's own helper reached through a file-level constant of its type
// (`public let container = AppContainer()`, as WordChecker has it): its
// `resolve` ends in `fatalError`, so a miss through it stops the app.
import Swinject

public let container = AppContainer()

public struct AppContainer {
    private let assembler = Assembler()

    public func resolve<Service>(_ serviceType: Service.Type) -> Service {
        guard let resolved = assembler.resolver.resolve(serviceType) else {
            fatalError("Failed to resolve \(Service.self)")
        }
        return resolved
    }

    public func apply(assemblies: [Assembly]) {
        assembler.apply(assemblies: assemblies)
    }
}
