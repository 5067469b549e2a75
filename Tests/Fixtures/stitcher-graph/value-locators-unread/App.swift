import Stitcher

// A registration associated with a value Wiring cannot read may be the
// one any value injection finds: none is reported.

enum Keys: Hashable { case main, backup }

final class Store {}

func makeContainer(key: Keys) -> DependencyContainer {
    DependencyContainer {
        Dependency { Store() }
            .associated(with: key)
    }
}

final class Consumer {
    @Injected(value: Keys.backup) var store: Store

    func run() {
        let a: Store = try! DependencyGraph.inject(byValue: Keys.main)
        _ = a
    }
}
