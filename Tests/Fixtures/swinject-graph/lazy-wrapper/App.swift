import Swinject

// A wrapper that resolves lazily into an optional property and unwraps it
// when read: a miss stops the app. One that hands the optional on does not.
enum DependencyInjection {
    static let container = Container()
}

@propertyWrapper
struct Injector<Service> {
    var service: Service?
    var wrappedValue: Service {
        mutating get {
            if service == nil { service = DependencyInjection.container.resolve(Service.self) }
            return service!
        }
    }
}

@propertyWrapper
struct Maybe<Service> {
    var service: Service?
    var wrappedValue: Service? {
        mutating get {
            if service == nil { service = DependencyInjection.container.resolve(Service.self) }
            return service
        }
    }
}

final class Session {}
final class Settings {}
final class Cache {}

final class AppAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Settings.self) { _ in Settings() }
    }
}

final class AppSync {
    @Injector var session: Session // expected-error:19-26 {{No registration of 'Session' is visible here: the app's property wrapper @Injector resolves it for 'session' and stops the app when it gets nil}} {{-5:1--5:1=        container.register(Session.self) { _ in Session() \}\n}} {{title=Register Session in AppAssembly}}
    @Injector var settings: Settings
    @Maybe var cache: Cache? // expected-information:16-21 {{No registration of 'Cache' is visible here: this optional dependency is always nil}}
}
