import Stitcher

// A factory registers the type its closure returns: one it declares, or the
// one it casts to; not the type it constructs.
class BaseService {}
final class LiveService: BaseService {}
protocol Store {}
final class DiskStore: Store {}
@Dependencies
var container = DependencyContainer {
    Dependency { () -> BaseService in LiveService() }
    Dependency { () -> Store in DiskStore() }
    Dependency { Clock() as Ticking }
}
protocol Ticking {}
final class Clock: Ticking {}

final class Consumer {
    @Injected var ticking: Ticking
    @Injected var service: BaseService
    @Injected var store: Store
    @Injected var live: LiveService // expected-error:19-23 {{No dependency is registered for Type[LiveService]: the @Injected property stops with preconditionFailure on first access ("No dependency could be found for Type[LiveService].")}}
}
