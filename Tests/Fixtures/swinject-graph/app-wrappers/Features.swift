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
    }
}

final class Feature {
    @Inject var store: Store
    @Inject var tracker: Tracker // expected-error:17-24 {{No registration of 'Tracker' is visible here: the app's property wrapper @Inject resolves it for 'tracker' and stops the app when it gets nil}} {{12:1-12:1=        container.register(Tracker.self) { _ in <#Tracker#> \}\n}} {{title=Register Tracker in AppAssembly}}
    @Provided var clock: Clock // expected-error:19-24 {{No registration of 'Clock' is visible here: the app's property wrapper @Provided resolves it for 'clock' and stops the app when it gets nil}} {{12:1-12:1=        container.register(Clock.self) { _ in <#Clock#> \}\n}} {{title=Register Clock in AppAssembly}}
    @Maybe var printer: Printer? // expected-information:16-23 {{No registration of 'Printer' is visible here: this optional dependency is always nil}}
    @Injected(as: Store.self) var other: Printer!
    @Injected() var store2: Store!
    @Injected() var logger: Logger! // expected-error:21-27 {{No registration of 'Logger' is visible here: the app's property wrapper @Injected resolves it for 'logger' and stops the app when it gets nil}} {{12:1-12:1=        container.register(Logger.self) { _ in <#Logger#> \}\n}} {{title=Register Logger in AppAssembly}}
    @Injected(as: Logger.self) var logging: Printer! // expected-error:36-43 {{No registration of 'Logger' is visible here: the app's property wrapper @Injected resolves it for 'logging' and stops the app when it gets nil}} {{12:1-12:1=        container.register(Logger.self) { _ in <#Logger#> \}\n}} {{title=Register Logger in AppAssembly}}
    @Pair var pair: Tracker
    @Clamped var level: Tracker
}
