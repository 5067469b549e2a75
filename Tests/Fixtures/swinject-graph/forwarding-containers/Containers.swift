import Swinject

protocol Store {}
final class DiskStore: Store {}
protocol Clock {}
final class SystemClock: Clock {}
final class Loop { init(next: Loop) {} }
final class Echo { init(echo: Echo) {} }
final class Ring { init(ring: Ring) {} }

final class StorageAssembly {
    private let local = Container()
    private let remote: Container

    init(remote: Container) {
        self.remote = remote
        local.register(Store.self) { _ in DiskStore() } // expected-information:24-29 {{'Store' is also registered in 'StorageAssembly'; if both go into one container, whichever runs last replaces the other}}
        remote.register(Clock.self) { _ in SystemClock() } // expected-information:25-30 {{'Clock' is also registered in 'StorageAssembly'; if both go into one container, whichever runs last replaces the other}}
    }

    func assemble(container: Container) {
        // another container's Store and Clock: no cycle
        container.register(Store.self) { _ in self.local.resolve(Store.self)! } // expected-note:28 {{the later registration}}
        container.register(Clock.self) { resolver in remote.resolve(Clock.self)! } // expected-note:28 {{the later registration}}

        // the factory resolving its own type in its own container never returns
        container.register(Loop.self) { r in Loop(next: r.resolve(Loop.self)!) } // expected-error:67-71 {{Dependency cycle: Loop → Loop; Swinject aborts after 200 nested resolutions (resolve one edge in initCompleted, or through Lazy or Provider)}}
        container.register(Echo.self) { _ in Echo(echo: container.resolve(Echo.self)!) } // expected-error:75-79 {{Dependency cycle: Echo → Echo; Swinject aborts after 200 nested resolutions (resolve one edge in initCompleted, or through Lazy or Provider)}}
        container.register(Ring.self) { Ring(ring: $0.resolve(Ring.self)!) } // expected-error:63-67 {{Dependency cycle: Ring → Ring; Swinject aborts after 200 nested resolutions (resolve one edge in initCompleted, or through Lazy or Provider)}}
    }
}
