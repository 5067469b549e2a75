import Stitcher

// A `DependencyRepresenting` value registers what its locator says (here a
// name; it could be a type): Wiring does not read it, so nothing it may
// answer is reported. A name given as a constant is not compared either.
final class Repository { init(cachedBy: Int) {} }
final class Analytics {}

struct RepositoryDependency: DependencyRepresenting {
    var locator: DependencyLocator { .name(Self.name) }
    var dependencyProvider: DependencyFactory.Provider<Repository> {
        DependencyFactory.Provider { cache in Repository(cachedBy: cache) }
    }
    static let name = "repository"
}

enum Keys { static let repository = "repository" }

let container = DependencyContainer {
    RepositoryDependency()
}

final class Screen {
    @Injected(name: "repository") var byLiteral: Repository
    @Injected(name: Keys.repository) var byConstant: Repository
    @Injected var byType: Repository

    func load() {
        @Injected(name: Keys.repository) var local: Repository
        _ = local
    }
}
