import Swinject
import SwinjectMacros

protocol Store {}
final class DiskStore: Store {}
protocol Reader {}
protocol Writer {}
final class FileIO: Reader, Writer {}
final class Clock {}
final class Config { init(env: String) {} }
final class Ping { init(pong: Provider<Pong>) {} }
final class Pong { init(ping: Ping) {} }

@Injectable
final class UserService {
    init(store: Store, pageSize: Int = 20) {}
}

// registered by the build plugin's generated registerDiscoveredServices()
@Injectable
final class DiscoveredService {
    init() {}
}

final class AppAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Store.self) { _ in DiskStore() }.inObjectScope(.container)
        container.register(FileIO.self) { _ in FileIO() }
            .implements(Reader.self)
            .implements(Writer.self)
        container.register(Clock.self, name: "utc") { _ in Clock() }
        container.register(Config.self) { _, env in Config(env: env) }
        container.register(Ping.self) { r in Ping(pong: r.resolve(Provider<Pong>.self)!) }
        container.register(Pong.self) { r in Pong(ping: r.resolve(Ping.self)!) }
        UserService.register(in: container)
        container.registerDiscoveredServices()
    }
}

func use(_ r: Resolver) {
    _ = r.resolve(Store.self)!
    _ = r.resolve(Reader.self)!
    _ = r.resolve(Writer.self)!
    _ = r.resolve(Clock.self, name: "utc")!
    _ = r.resolve(Config.self, argument: "prod")!
    _ = r.resolve(UserService.self)!
    _ = r.resolve(DiscoveredService.self)!
    _ = r.resolve(Resolver.self)
    _ = r.resolve(Lazy<Store>.self)!
}
