import Swinject

protocol AccountStorage {}
final class KeychainStorage: AccountStorage {}
final class PreviewStorage: AccountStorage {}
final class Clock {}
final class Token {}
final class Session { init(storage: AccountStorage, clock: Clock) {} }
final class LogOut { init(token: Token?) {} }
final class Network {}
final class Feed { init(network: Network) {} }
final class Settings {}
final class Profile { init(settings: Settings) {} }

struct CoreAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Clock.self) { _ in Clock() }
        // a helper given the container fills the same one
        registerNetwork(in: container)
    }
}

func registerNetwork(in container: Container) {
    container.register(Network.self) { _ in Network() }
}

struct LoginAssembly: Assembly {
    func assemble(container: Container) {
        // AccountStorage is registered only in the preview's own container
        container.register(Session.self) { r in // expected-information:28-35 {{'Session' is also registered in 'previewResolver'; if both go into one container, whichever runs last replaces the other}}
            Session(storage: r.resolve(AccountStorage.self)!, clock: r.resolve(Clock.self)!)
        }
        // Token is registered only by an assembly another Assembler applies
        container.register(LogOut.self) { r in LogOut(token: r.resolve(Token.self)!) }
        container.register(Feed.self) { r in Feed(network: r.resolve(Network.self)!) }
        // a resolve on another container than the factory's own is not the factory's container's
        container.register(Profile.self) { _ in Profile(settings: Shared.container.resolve(Settings.self)!) }
    }
}

struct TokenAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Token.self) { _ in Token() }
    }
}

enum Shared {
    static let container: Container = {
        let c = Container()
        c.register(Settings.self) { _ in Settings() }
        return c
    }()
}

final class AppDelegate {
    let assembler = Assembler([CoreAssembly(), LoginAssembly()])
    let tokens = Assembler([TokenAssembly()], parent: assembler)

    func start() {
        _ = assembler.resolver.resolve(Session.self)!
        _ = assembler.resolver.resolve(LogOut.self)!
        _ = assembler.resolver.resolve(Feed.self)!
        _ = assembler.resolver.resolve(Profile.self)!
        _ = tokens.resolver.resolve(Token.self)!
    }
}
