import Swinject

// A `resolve` that takes no metatype: its type is the one its caller's
// context wants (`let s: Store = …`). Swinject's own `resolve` takes none, so
// such a call is only read where the app declares such a helper.
extension Resolver {
    func resolve<T>() -> T {
        guard let value = resolve(T.self) else { fatalError("\(T.self) is not registered") }
        return value
    }
}

protocol Session {}
protocol Store {}
final class LiveStore: Store {}

final class AppAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Store.self) { _ in LiveStore() }
    }
}

final class Screens {
    let resolver: Resolver
    init(resolver: Resolver) { self.resolver = resolver }

    func open() {
        let store: Store = resolver.resolve()
        let session: Session = resolver.resolve() // expected-error:41-48 {{No registration of 'Session' is visible here: the app's own Resolver.resolve() resolves it for the 'Session' its caller wants and unwraps Swinject's nil, which stops the app at run time}} {{-10:1--10:1=        container.register(Session.self) { _ in <#Session#> \}\n}} {{title=Register Session in AppAssembly}}
        let maybe: Session? = resolver.resolve()
        _ = (store, session, maybe)
    }
}

// another library's `resolve()` (no helper of this app): not Swinject's
final class OtherLocator {
    static func resolve<T>(_ fallback: T) -> T { fallback }
}
