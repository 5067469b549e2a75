// The app's own `resolve` whose metatype parameter has a default
// (`_ t: T.Type = T.self`, as WordChecker declares it): a call without it
// is typed by its context, a call with it by the metatype, and both stop
// the app on a miss.
import Swinject

public struct AppContainer {
    public static let shared = AppContainer()
    private let assembler = Assembler()

    public func resolve<Service>(_ serviceType: Service.Type = Service.self) -> Service {
        guard let resolved = assembler.resolver.resolve(serviceType) else {
            fatalError("Failed to resolve \(Service.self)")
        }
        return resolved
    }

    public func apply(assemblies: [Assembly]) {
        assembler.apply(assemblies: assemblies)
    }
}
