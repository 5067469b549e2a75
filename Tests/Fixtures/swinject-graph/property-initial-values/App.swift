// Registrations and resolves in a property's initial value: a container
// built in a closure (`Container { c in … }`) with `#if … #else` branches,
// and SwinjectAutoregistration's `~>` in lazy, stored and static
// properties (seen in HiraganaTranslator and RepsCount).
import Swinject
import SwinjectAutoregistration

protocol TranslateApi {}
final class TranslateApiStub: TranslateApi {}
final class TranslateApiImpl: TranslateApi {}
final class NavigationController {}
final class Other {}
final class Third {}
final class Registered {}

enum AppContainer {
    // one branch is compiled: no duplicate
    static let container = Container { container in
        #if STUB
        container.register(TranslateApi.self) { _ in TranslateApiStub() }
        #else
        container.register(TranslateApi.self) { _ in TranslateApiImpl() }
        #endif
        container.register(Registered.self) { _ in Registered() }
    }
    // the same type twice, unconditionally: a duplicate
    static let twice = Container { container in
        container.register(Other.self) { _ in Other() } // expected-warning:28-33 {{'Other' is registered again later in this container, which silently replaces this registration}}
        container.register(Other.self) { _ in Other() } // expected-note:28 {{the later registration}}
    }
}

final class Coordinator {
    let resolver: Resolver = AppContainer.container
    lazy var navController = resolver ~> NavigationController.self // expected-error:42-62 {{No registration of 'NavigationController' is visible here: resolve(NavigationController.self) returns nil, which stops the app at run time}}
    let third = AppContainer.container ~> Third.self // expected-error:43-48 {{No registration of 'Third' is visible here: resolve(Third.self) returns nil, which stops the app at run time}}
    static let registered = AppContainer.container ~> Registered.self
    let api = AppContainer.container ~> TranslateApi.self
}
