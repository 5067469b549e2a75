import Stitcher

// A registration `.associated(with: v)` or `Dependency(for: v)` is found
// by that value alone. Values written as literals or enum cases are
// compared as Stitcher prints them (`Keys.main` and `.main` alike).

enum Keys: Hashable { case main, backup, spare }

final class Store {}
final class Backup {}

let container = DependencyContainer {
    Dependency { Store() }
        .associated(with: Keys.main)
    Dependency(for: "cache") { Backup() }
}

final class Consumer {
    @Injected(value: Keys.main) var store: Store
    @Injected(value: Keys.spare) var spare: Store // expected-error:38-43 {{No dependency is registered for Value[spare]: the @Injected property stops with preconditionFailure on first access ("No dependency could be found for Value[spare].")}}
    @Injected(value: Keys.spare) var maybe: Store? // expected-information:38-43 {{No dependency is registered for Value[spare]: the @Injected property is always empty ("No dependency could be found for Value[spare].")}}

    func run() throws {
        let a: Store = try! DependencyGraph.inject(byValue: .main)
        let b: Store = try! DependencyGraph.inject(byValue: Keys.backup) // expected-error:61-72 {{No dependency is registered for Value[backup]: 'try!' crashes ("No dependency could be found for Value[backup].")}}
        let c: Backup = try! DependencyGraph.inject(byValue: "cache")
        let d: Backup = try DependencyGraph.inject(byValue: "other") // expected-warning:61-68 {{No dependency is registered for Value[other]: the injection always fails ("No dependency could be found for Value[other].")}}
        // a value Wiring cannot read: not compared
        let key = Keys.backup
        let e: Backup = try! DependencyGraph.inject(byValue: key)
        _ = (a, b, c, d, e)
    }
}
