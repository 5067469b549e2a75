import Swinject

protocol Store {}
final class LiveStore: Store {}
protocol Tracker {}
protocol Clock {}
protocol Printer {}
protocol Logger {}

final class AppAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Store.self) { _ in LiveStore() }
        container.register(Logger.self, name: "file") { _ in fatalError() }
    }
}

final class Feature {
    let store = DI.resolve(Store.self)
    let tracker = DI.resolve(Tracker.self) // expected-error:30-37 {{No registration of 'Tracker' is visible here: the app's own DI.resolve(Tracker.self) unwraps Swinject's nil, which stops the app at run time}} {{12:1-12:1=        container.register(Tracker.self) { _ in <#Tracker#> \}\n}} {{title=Register Tracker in AppAssembly}}
    let printer = AppContainer.shared.resolve(Printer.self) // expected-error:47-54 {{No registration of 'Printer' is visible here: the app's own AppContainer.resolve(Printer.self) unwraps Swinject's nil, which stops the app at run time}} {{12:1-12:1=        container.register(Printer.self) { _ in <#Printer#> \}\n}} {{title=Register Printer in AppAssembly}}
    let logger = AppContainer.shared.resolve(Logger.self, name: "file")
    let free = resolve(Clock.self) // expected-error:24-29 {{No registration of 'Clock' is visible here: the app's own resolve(Clock.self) unwraps Swinject's nil, which stops the app at run time}} {{12:1-12:1=        container.register(Clock.self) { _ in <#Clock#> \}\n}} {{title=Register Clock in AppAssembly}}
    // Swinject's own resolve on the helper's container: an optional
    let maybe = DI.container.resolve(Tracker.self) // expected-warning:38-45 {{No registration of 'Tracker' is visible here: resolve(Tracker.self) always returns nil}} {{12:1-12:1=        container.register(Tracker.self) { _ in <#Tracker#> \}\n}} {{title=Register Tracker in AppAssembly}}
    let soft = Soft.resolve(Printer.self) // expected-warning:29-36 {{No registration of 'Printer' is visible here: resolve(Printer.self) always returns nil}} {{12:1-12:1=        container.register(Printer.self) { _ in <#Printer#> \}\n}} {{title=Register Printer in AppAssembly}}
}

// bare, in the helper's own type: its own resolve
extension AppContainer {
    func start() {
        let clock = resolve(Clock.self) // expected-error:29-34 {{No registration of 'Clock' is visible here: the app's own AppContainer.resolve(Clock.self) unwraps Swinject's nil, which stops the app at run time}} {{12:1-12:1=        container.register(Clock.self) { _ in <#Clock#> \}\n}} {{title=Register Clock in AppAssembly}}
        _ = clock
    }
}

// through a property typed as the helper's type
final class Screen {
    private let container: AppContainer
    private let plain = Container()

    init(container: AppContainer) { self.container = container }

    func load() {
        _ = container.resolve(Printer.self) // expected-error:31-38 {{No registration of 'Printer' is visible here: the app's own AppContainer.resolve(Printer.self) unwraps Swinject's nil, which stops the app at run time}} {{12:1-12:1=        container.register(Printer.self) { _ in <#Printer#> \}\n}} {{title=Register Printer in AppAssembly}}
        _ = self.container.resolve(Store.self)
        _ = plain.resolve(Printer.self) // expected-warning:27-34 {{No registration of 'Printer' is visible here: resolve(Printer.self) always returns nil}} {{12:1-12:1=        container.register(Printer.self) { _ in <#Printer#> \}\n}} {{title=Register Printer in AppAssembly}}
    }
}

// through a parameter typed as the helper's type; a parameter shadows a property of that name
func show(_ container: AppContainer, _ other: Container) {
    _ = container.resolve(Clock.self) // expected-error:27-32 {{No registration of 'Clock' is visible here: the app's own AppContainer.resolve(Clock.self) unwraps Swinject's nil, which stops the app at run time}} {{12:1-12:1=        container.register(Clock.self) { _ in <#Clock#> \}\n}} {{title=Register Clock in AppAssembly}}
    _ = other.resolve(Clock.self) // expected-warning:23-28 {{No registration of 'Clock' is visible here: resolve(Clock.self) always returns nil}} {{12:1-12:1=        container.register(Clock.self) { _ in <#Clock#> \}\n}} {{title=Register Clock in AppAssembly}}
}

// through a local bound to an instance of the helper's type, or to its type;
// a local bound to anything else is not the property it shadows
final class Panel {
    private let container = AppContainer.shared

    func open() {
        let c = AppContainer.shared
        _ = c.resolve(Clock.self) // expected-error:23-28 {{No registration of 'Clock' is visible here: the app's own AppContainer.resolve(Clock.self) unwraps Swinject's nil, which stops the app at run time}} {{12:1-12:1=        container.register(Clock.self) { _ in <#Clock#> \}\n}} {{title=Register Clock in AppAssembly}}
        let typed: AppContainer = .shared
        _ = typed.resolve(Tracker.self) // expected-error:27-34 {{No registration of 'Tracker' is visible here: the app's own AppContainer.resolve(Tracker.self) unwraps Swinject's nil, which stops the app at run time}} {{12:1-12:1=        container.register(Tracker.self) { _ in <#Tracker#> \}\n}} {{title=Register Tracker in AppAssembly}}
        let made = AppContainer()
        _ = made.resolve(Printer.self) // expected-error:26-33 {{No registration of 'Printer' is visible here: the app's own AppContainer.resolve(Printer.self) unwraps Swinject's nil, which stops the app at run time}} {{12:1-12:1=        container.register(Printer.self) { _ in <#Printer#> \}\n}} {{title=Register Printer in AppAssembly}}
        let container = Container()
        _ = container.resolve(Clock.self) // expected-warning:31-36 {{No registration of 'Clock' is visible here: resolve(Clock.self) always returns nil}} {{12:1-12:1=        container.register(Clock.self) { _ in <#Clock#> \}\n}} {{title=Register Clock in AppAssembly}}
    }
}

// through a value typed as a protocol a crashing helper conforms to
final class Dashboard {
    private let provider: InstanceProvider
    private let optional: OptionalProvider

    init(provider: InstanceProvider, optional: OptionalProvider) {
        self.provider = provider
        self.optional = optional
    }

    func show() {
        _ = provider.resolve(Clock.self) // expected-error:30-35 {{No registration of 'Clock' is visible here: the app's own InstanceProvider.resolve(Clock.self) unwraps Swinject's nil, which stops the app at run time}} {{12:1-12:1=        container.register(Clock.self) { _ in <#Clock#> \}\n}} {{title=Register Clock in AppAssembly}}
        let local: InstanceProvider = SwinjectInstanceProvider()
        _ = local.resolve(Printer.self) // expected-error:27-34 {{No registration of 'Printer' is visible here: the app's own InstanceProvider.resolve(Printer.self) unwraps Swinject's nil, which stops the app at run time}} {{12:1-12:1=        container.register(Printer.self) { _ in <#Printer#> \}\n}} {{title=Register Printer in AppAssembly}}
        _ = optional.resolve(Printer.self) // expected-warning:30-37 {{No registration of 'Printer' is visible here: resolve(Printer.self) always returns nil}} {{12:1-12:1=        container.register(Printer.self) { _ in <#Printer#> \}\n}} {{title=Register Printer in AppAssembly}}
    }
}
