import Swinject

protocol StorageService { func load() }
final class LoginNavigator {}
final class AppNavigator { init(storage: StorageService) {} }
final class AddPlaceNavigator { init(storage: StorageService, login: LoginNavigator) {} }
final class Probe { init() {} }
final class Checker { init(storage: StorageService?) {} }

final class NavigatorsAssembly: Assembly {
    func assemble(container: Container) {
        // bound to a local, then force-unwrapped: nil crashes
        container.register(AppNavigator.self) { resolver in
            let storage = resolver.resolve(StorageService.self) // expected-error:44-58 {{No registration of 'StorageService' is visible here: resolve(StorageService.self) returns nil, which stops the app at run time}} {{-1:1--1:1=        container.register(StorageService.self) { _ in <#StorageService#> \}\n}} {{title=Register StorageService in NavigatorsAssembly}}
            return AppNavigator(storage: storage!)
        }
        container.register(AddPlaceNavigator.self) { resolver in
            let storage = resolver.resolve(StorageService.self) // expected-error:44-58 {{No registration of 'StorageService' is visible here: resolve(StorageService.self) returns nil, which stops the app at run time}} {{-5:1--5:1=        container.register(StorageService.self) { _ in <#StorageService#> \}\n}} {{title=Register StorageService in NavigatorsAssembly}}
            let login = resolver.resolve(LoginNavigator.self) // expected-error:42-56 {{No registration of 'LoginNavigator' is visible here: resolve(LoginNavigator.self) returns nil, which stops the app at run time}} {{-6:1--6:1=        container.register(LoginNavigator.self) { _ in LoginNavigator() \}\n}} {{title=Register LoginNavigator in NavigatorsAssembly}}
            return AddPlaceNavigator(storage: storage!, login: login!)
        }
        // the same name in another factory, handled there: not unwrapped
        container.register(Checker.self) { resolver in
            let storage = resolver.resolve(StorageService.self) // expected-warning:44-58 {{No registration of 'StorageService' is visible here: resolve(StorageService.self) always returns nil}} {{-11:1--11:1=        container.register(StorageService.self) { _ in <#StorageService#> \}\n}} {{title=Register StorageService in NavigatorsAssembly}}
            storage?.load()
            return Checker(storage: storage)
        }
        container.register(Probe.self) { resolver in
            let storage = resolver.resolve(StorageService.self) // expected-warning:44-58 {{No registration of 'StorageService' is visible here: resolve(StorageService.self) always returns nil}} {{-16:1--16:1=        container.register(StorageService.self) { _ in <#StorageService#> \}\n}} {{title=Register StorageService in NavigatorsAssembly}}
            _ = storage
            // bound again before the unwrap: another value
            let login: LoginNavigator? = LoginNavigator()
            _ = login!
            return Probe()
        }
    }
}

func start() {
    let assembler = Assembler([NavigatorsAssembly()])
    _ = assembler.resolver.resolve(AppNavigator.self)!
    _ = assembler.resolver.resolve(AddPlaceNavigator.self)!
    _ = assembler.resolver.resolve(Checker.self)!
    _ = assembler.resolver.resolve(Probe.self)!
}
