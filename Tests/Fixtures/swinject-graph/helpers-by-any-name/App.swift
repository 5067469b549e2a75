import Swinject
import SwiftUI
import Foundation

protocol Store {}
final class LiveStore: Store {}
final class Coordinator {}
final class DetailViewModel {}
final class AuthFactory {}
final class Payload: Decodable {}
final class Tracker {}
final class Widget: Buildable { init() {} }

final class AppAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Store.self) { _ in LiveStore() }
        container.register(Coordinator.self) { _ in Coordinator() }
        container.register(Tracker.self, name: "main") { _ in Tracker() }
    }
}

struct DetailView: View {
    @StateObject var viewModel = inject(DetailViewModel.self) // expected-error:41-56 {{No registration of 'DetailViewModel' is visible here: the app's own View.inject(DetailViewModel.self) unwraps Swinject's nil, which stops the app at run time}} {{-7:1--7:1=        container.register(DetailViewModel.self) { _ in DetailViewModel() \}\n}} {{title=Register DetailViewModel in AppAssembly}}
    let coordinator = inject(Coordinator.self)
    var body: some View { Text("detail") }
}

final class Flow {
    let container = Container()

    func start() {
        _ = container.resolveSafe(Store.self)
        _ = container.resolveSafe(AuthFactory.self) // expected-error:35-46 {{No registration of 'AuthFactory' is visible here: the app's own Resolver.resolveSafe(AuthFactory.self) unwraps Swinject's nil, which stops the app at run time}} {{-17:1--17:1=        container.register(AuthFactory.self) { _ in AuthFactory() \}\n}} {{title=Register AuthFactory in AppAssembly}}
    }

    func helpers() {
        _ = DI.make(Coordinator.self)
        _ = DI.make(AuthFactory.self) // expected-error:21-32 {{No registration of 'AuthFactory' is visible here: the app's own DI.make(AuthFactory.self) unwraps Swinject's nil, which stops the app at run time}} {{-22:1--22:1=        container.register(AuthFactory.self) { _ in AuthFactory() \}\n}} {{title=Register AuthFactory in AppAssembly}}
        _ = DI.make(Tracker.self, name: "main")
        _ = DI.make(Tracker.self, name: "side") // expected-error:21-28 {{No registration of 'Tracker' named "side"; 'Tracker' is registered with the name "main"}} {{41-47="main"}} {{title=Use the name "main"}}
    }

    func lookAlikes() {
        // the optional passed on, handled here: always nil
        _ = DI.optional(AuthFactory.self) // expected-information:25-36 {{No registration of 'AuthFactory' is visible here: this optional dependency is always nil}}
        // none of these is a resolve helper of the app
        _ = build(Widget.self)
        _ = try? JSONDecoder().decode(Payload.self, from: Data())
        _ = String(describing: AuthFactory.self)
        _ = ObjectIdentifier(AuthFactory.self)
    }
}

// the static helper called on a type that adopts its protocol
final class Screen: View {
    var body: some View { Text("screen") }
    func load() {
        _ = Screen.inject(Coordinator.self)
        _ = Screen.inject(AuthFactory.self) // expected-error:27-38 {{No registration of 'AuthFactory' is visible here: the app's own View.inject(AuthFactory.self) unwraps Swinject's nil, which stops the app at run time}} {{-43:1--43:1=        container.register(AuthFactory.self) { _ in AuthFactory() \}\n}} {{title=Register AuthFactory in AppAssembly}}
    }
}

// a `make` of another API, on a value Wiring does not type: not the app's DI.make
final class Assembly2 {
    let factory = WidgetFactory()
    func go() {
        _ = factory.make(Widget.self)
    }
}

final class WidgetFactory {
    func make<T: Buildable>(_ type: T.Type) -> T { T() }
}
