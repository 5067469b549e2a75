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
        // an argument of an initializer: the parameter's type
        container.register(Feed.self) { r in Feed(store: r.resolve(), session: r.resolve(), log: r.resolve()) } // expected-error:82-89 {{No registration of 'Session' is visible here: the app's own Resolver.resolve() resolves it for the 'Session' its caller wants and unwraps Swinject's nil, which stops the app at run time}} {{-2:1--2:1=        container.register(Session.self) { _ in <#Session#> \}\n}} {{title=Register Session in AppAssembly}}
    }
}

protocol Log {}
final class Feed {
    init(store: Store, session: Session, log: Log?) {}
}

final class Screens {
    let resolver: Resolver
    init(resolver: Resolver) { self.resolver = resolver }

    func open() {
        let store: Store = resolver.resolve()
        let session: Session = resolver.resolve() // expected-error:41-48 {{No registration of 'Session' is visible here: the app's own Resolver.resolve() resolves it for the 'Session' its caller wants and unwraps Swinject's nil, which stops the app at run time}} {{-17:1--17:1=        container.register(Session.self) { _ in <#Session#> \}\n}} {{title=Register Session in AppAssembly}}
        let maybe: Session? = resolver.resolve()
        _ = (store, session, maybe)
    }
}

// a property wrapper whose wrapped value the helper resolves
@propertyWrapper
struct Inject<Value> {
    let wrappedValue: Value
    init() { wrappedValue = Locator.shared.resolve() }
}

final class Locator {
    static let shared = Locator()
    let resolver: Resolver = Container()
    func resolve<T>() -> T { resolver.resolve(T.self)! }
}

protocol Clock {}

final class Dashboard {
    @Inject var store: Store
    @Inject var clock: Clock // expected-error:17-22 {{No registration of 'Clock' is visible here: the app's property wrapper @Inject resolves it for 'clock' and stops the app when it gets nil}} {{-40:1--40:1=        container.register(Clock.self) { _ in <#Clock#> \}\n}} {{title=Register Clock in AppAssembly}}
}

// another library's `resolve()` (no helper of this app): not Swinject's
final class OtherLocator {
    static func resolve<T>(_ fallback: T) -> T { fallback }
}
