// An app none of whose files imports Swinject: its container is another
// library's (here one Wiring does not know), whose `resolve` is not Swinject's.
import SomeOtherDI

final class Service {}
final class Repository {}

final class Boot {
    let container = DIContainer()

    func setUp() {
        container.register(Service.self) { _ in Service() }
        let repository = container.resolve(Repository.self)!
        _ = repository
    }
}
