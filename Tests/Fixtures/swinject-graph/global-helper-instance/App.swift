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
    let plain = Container()

    func start() {
        container.apply(assemblies: [FeatureAssembly()])
        _ = container.resolve(Registered.self)
        _ = container.resolve(Missing.self) // expected-error:31-38 {{No registration of 'Missing' is visible here: the app's own AppContainer.resolve(Missing.self) unwraps Swinject's nil, which stops the app at run time}} {{-10:1--10:1=        container.register(Missing.self) { _ in <#Missing#> \}\n}} {{title=Register Missing in FeatureAssembly}}
        // Swinject's own, optional
        _ = plain.resolve(Missing.self) // expected-warning:27-34 {{No registration of 'Missing' is visible here: resolve(Missing.self) always returns nil}} {{-12:1--12:1=        container.register(Missing.self) { _ in <#Missing#> \}\n}} {{title=Register Missing in FeatureAssembly}}
    }
}
