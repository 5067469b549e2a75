import Stitcher

// Hand-written injections: an `init()` that `Dependency { T() }` runs, and
// stored properties' initial values, inject while T is built.

// Root and Leaf inject each other while they are built: a cycle
final class Root {
    let leaf: Leaf = try! DependencyGraph.inject() // expected-note:43 {{'Root' injects 'Leaf'}}
    init() {}
}

final class Leaf {
    let root: Root
    init() {
        root = try! DependencyGraph.inject() // expected-error:37-43 {{Dependency cycle: Type[Root] -> Type[Leaf] -> Type[Root]; Stitcher detects it only in DEBUG ("Dependency cycle detected"), in release the stack overflows}}
    }
}

// assigned to a stored property: injected by that property's type
final class Feed {
    private let store: Store
    private var cache: Cache?
    init() {
        self.store = try! DependencyGraph.inject() // expected-error:43-49 {{No dependency is registered for Type[Store]: 'try!' crashes ("No dependency could be found for Type[Store].")}}
        cache = try? DependencyGraph.inject() // expected-information:38-44 {{No dependency is registered for Type[Cache]: the injection always returns nil ("No dependency could be found for Type[Cache].")}}
    }
}

// not while built: a lazy property, a static one, a method, an init that `T()` does not run
final class Report {
    lazy var page: Page = try! DependencyGraph.inject()
    static let shared: Page = try! DependencyGraph.inject()
    init() {}
    init(page: Page) {
        self.page = try! DependencyGraph.inject()
    }
    func refresh() {
        let report: Report = try! DependencyGraph.inject()
        _ = report
    }
}

final class Page {
    let report: Report = try! DependencyGraph.inject()
    init() {}
}

final class Store {}
final class Cache {}

let container = DependencyContainer {
    Dependency { Root() }
    Dependency { Leaf() }
    Dependency { Feed() }
    Dependency { Report() }
    Dependency { Page() }
}
