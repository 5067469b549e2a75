import Stitcher

// A `DependencyRepresenting` value without a `locator` of its own registers
// its provider's type (Stitcher's default locator): found by that type; a
// type nothing registers is still reported.
final class Analytics {}
final class Tracker {}

struct AnalyticsDependency: DependencyRepresenting {
    var dependencyProvider: DependencyFactory.Provider<Analytics> {
        DependencyFactory.Provider { Analytics() }
    }
}

let container = DependencyContainer {
    AnalyticsDependency()
}

final class Screen {
    @Injected var analytics: Analytics
    @Injected var tracker: Tracker // expected-error:19-26 {{No dependency is registered for Type[Tracker]: the @Injected property stops with preconditionFailure on first access ("No dependency could be found for Type[Tracker].")}}
}
