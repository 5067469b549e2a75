import Swinject

final class AppDelegate {
    private let container: AppContainer = MainContainer()

    func didFinishLaunching() {
        _ = container.resolve(serviceType: Logger.self)!              // fine
        _ = container.resolve(serviceType: HomeViewController.self)!  // crashes: never registered // expected-error:44-62 {{No registration of 'HomeViewController' is visible here: the app's own AppContainer.resolve(serviceType: HomeViewController.self) passes Swinject's nil on, and unwrapping it stops the app at run time}}
        _ = MainContainer().resolve(serviceType: HomeViewController.self)!  // same, on the concrete type
    }
}

// a labeled resolve of another API, which the app does not declare: nothing of Swinject's
enum Modules {
    static func boot(_ registry: ModuleRegistry) {
        _ = registry.resolve(module: HomeViewController.self)
    }
}
protocol ModuleRegistry { func resolve(module: Any.Type) -> Any? }
