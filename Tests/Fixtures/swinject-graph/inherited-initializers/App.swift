import Swinject
import SwinjectAutoregistration

// A class that declares no initializer inherits its superclass's: autoregister
// resolves that one's parameters.
final class MainViewModel {}
final class Router {}
class BaseCoordinator {
    init(viewModel: MainViewModel, router: Router) {}
}
final class MainCoordinator: BaseCoordinator {}

// one that declares its own does not inherit
final class Clock {}
class Ticker {
    init(clock: Clock) {}
}
final class FastTicker: Ticker {
    init() { super.init(clock: Clock()) }
}

final class AppAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Router.self) { _ in Router() }
        container.autoregister(MainCoordinator.self, initializer: MainCoordinator.init) // expected-error:32-47 {{No registration of 'MainViewModel' is visible here: autoregister of 'MainCoordinator' resolves its initializer's parameter 'viewModel' with '!', which crashes when it makes one}} {{-1:1--1:1=        container.register(MainViewModel.self) { _ in MainViewModel() \}\n}} {{title=Register MainViewModel in AppAssembly}}
        container.autoregister(FastTicker.self, initializer: FastTicker.init)
    }
}
