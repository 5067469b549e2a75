import Swinject
import UIKit

// A registration written with a type alias (of the file, or of the type
// around it) registers the type the alias names; `(any P).self` is `P`;
// `resolve(Self.self)` resolves whatever class the method is called on; a
// `register` with labels Swinject's has not (UIKit's cells) is no registration.

protocol SessionServicing {}
final class SessionService: SessionServicing {}
typealias Session = SessionServicing

protocol LoginLogicControlling {}
final class LoginLogic: LoginLogicControlling {}
protocol Store {}
final class MemoryStore: Store {}

final class LoginAssembly: Assembly {
    typealias Logic = LoginLogicControlling

    func assemble(container: Container) {
        container.register(Session.self) { _ in SessionService() }
        container.register(Logic.self) { _ in LoginLogic() }
        container.register((any Store).self) { _ in MemoryStore() }
    }
}

class BaseScreen {
    required init() {}
    class func make(_ r: Resolver) -> Self { r.resolve(Self.self)! }
}

extension UITableView {
    func register<T: UITableViewCell>(_ type: T.Type) {
        register(T.self, forCellReuseIdentifier: String(describing: type))
    }
}

func start(_ r: Resolver) {
    _ = r.resolve(SessionServicing.self)!
    _ = r.resolve(LoginLogicControlling.self)!
    _ = r.resolve(Store.self)!
    _ = r.resolve((any Store).self)!
    _ = r.resolve(Cell.self)! // expected-error:19-23 {{No registration of 'Cell' is visible here: resolve(Cell.self) returns nil, which stops the app at run time}} {{22:1-22:1=        container.register(Cell.self) { _ in Cell() \}\n}} {{title=Register Cell in LoginAssembly}}
}
final class Cell {}
