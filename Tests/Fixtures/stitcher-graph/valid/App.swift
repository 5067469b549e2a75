import Stitcher
import StitcherMacros

protocol Storage {}
final class DiskStorage: Storage {}
final class Session {}
final class Clock {}
final class Cache { init(size: Int) {} }

@Registerable
final class Syncer {
    @PreferredInitializer
    init() {}
    @InjectedParameters
    init(session: Session) {}
}

final class Screen {
    @Injected var clock: Clock
    @Injected var optional: Analytics? // expected-information:19-27 {{No dependency is registered for Type[Analytics]: the @Injected property is always empty ("No dependency could be found for Type[Analytics].")}}
    @InjectedParameters(ignoring: "title")
    init(storage: Storage, title: String) {}
}

let container = DependencyContainer {
    Dependency { DiskStorage() }.conforms(to: Storage.self)
    Dependency { Session() }
    Clock()
    Dependency { size in Cache(size: size) }
    Syncer.dependencyRegistration
}

func boot() {
    _ = try! DependencyGraph.inject(byType: Syncer.self)
    _ = try! DependencyGraph.inject(byType: Cache.self, parameters: 64)
    _ = try! DependencyGraph.inject(byType: Storage.self)
}
