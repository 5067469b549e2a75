import Swinject

protocol AccountStorage {}
final class PreviewStorage: AccountStorage {}
final class Session { init(storage: AccountStorage) {} }

struct LoginAssembly: Assembly {
    func assemble(container: Container) {
        // an Assembler below is given a parent: its container may hold what
        // another one's does, so every registration of the app counts
        container.register(Session.self) { r in Session(storage: r.resolve(AccountStorage.self)!) }
    }
}

final class AppDelegate {
    let assembler = Assembler([LoginAssembly()])
    lazy var child = Assembler([LoginAssembly()], parent: assembler)

    func start() {
        _ = assembler.resolver.resolve(Session.self)!
        _ = child
    }
}
