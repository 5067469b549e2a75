import Swinject

protocol Registered {}
final class RegisteredImpl: Registered {}
protocol Missing {}

final class FeatureAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Registered.self) { _ in RegisteredImpl() }
    }
}

final class AppDelegate {
    func start() {
        AppContainer.shared.apply(assemblies: [FeatureAssembly()])
        let registered: Registered = AppContainer.shared.resolve()
        let missing: Missing = AppContainer.shared.resolve() // expected-error:52-59 {{No registration of 'Missing' is visible here: the app's own AppContainer.resolve() resolves it for the 'Missing' its caller wants and unwraps Swinject's nil, which stops the app at run time}} {{-8:1--8:1=        container.register(Missing.self) { _ in <#Missing#> \}\n}} {{title=Register Missing in FeatureAssembly}}
        let named = AppContainer.shared.resolve(Missing.self) // expected-error:49-56 {{No registration of 'Missing' is visible here: the app's own AppContainer.resolve(Missing.self) unwraps Swinject's nil, which stops the app at run time}} {{-9:1--9:1=        container.register(Missing.self) { _ in <#Missing#> \}\n}} {{title=Register Missing in FeatureAssembly}}
        _ = (registered, missing, named)
    }
}
