import Stitcher

// A name given as a constant is one Wiring does not read: not compared
// (as `inject(byName: Keys.x)` is not); a literal still is.
final class Repository {}

enum Holder { static let key = "repository" }

let container = DependencyContainer {
    Dependency { Repository() }.named("repository")
}

final class Screen {
    @Injected(name: Holder.key) var byConstant: Repository
    @Injected(name: "repository") var byLiteral: Repository
    @Injected(name: "other") var missing: Repository // expected-error:34-41 {{No dependency is registered for Name[other]: the @Injected property stops with preconditionFailure on first access ("No dependency could be found for Name[other].")}}
}
