// initializable/gate-never-opened, and every way Wiring finds an opener.

// Nothing opens it: an error on the type's name.
@AutoAwaitInit
actor Never1: Initializable { // expected-error:7-13 {{No call to markInitialized() opens the gate of 'Never1'; every gated method suspends forever (call markInitialized() when setup completes)}}
    let gate = InitializationGate()
    func load() async -> Int { 0 }
}

actor Never2: ThrowingInitializable { // expected-error:7 {{No call to markInitialized() or markFailed(_:) opens the gate of 'Never2'; every gated method suspends forever (call markInitialized() when setup completes)}}
    let gate = ThrowingInitializationGate()
    @WaitForThrowingInit
    func load() async throws -> Int { 0 }
}

// A public type may be opened by client code: a hint.
@AutoAwaitInit
public actor Library: Initializable { // expected-hint:14 {{No call in this workspace opens the gate of public type 'Library'; unless client code calls markInitialized(), every gated method suspends forever}}
    public let gate = InitializationGate()
    public func load() async -> Int { 0 }
}

// No gated method: nothing waits, nothing to report.
actor Idle: Initializable {
    let gate = InitializationGate()
    func name() -> String { "" }
}

// Opened from outside, through a stored property (`= T()`), a property
// with a type annotation, a parameter, a local, `T.shared`, and `self.x.y`.
@AutoAwaitInit actor Cache1: Initializable { let gate = InitializationGate(); func get() async -> Int { 0 } }
@AutoAwaitInit actor Cache2: Initializable { let gate = InitializationGate(); func get() async -> Int { 0 } }
@AutoAwaitInit actor Cache3: Initializable { let gate = InitializationGate(); func get() async -> Int { 0 } }
@AutoAwaitInit actor Cache4: Initializable { let gate = InitializationGate(); func get() async -> Int { 0 } }
@AutoAwaitInit actor Cache5: Initializable {
    static let shared = Cache5()
    let gate = InitializationGate()
    func get() async -> Int { 0 }
}
@AutoAwaitInit actor Cache6: Initializable { let gate = InitializationGate(); func get() async -> Int { 0 } }

struct Holder { let inner: Cache6 }

final class AppModel {
    let cache1 = Cache1()
    private var cache2: Cache2?
    let holder = Holder(inner: Cache6())

    func start(cache3: Cache3) async {
        await cache1.markInitialized()
        await cache2?.markInitialized()
        await cache3.markInitialized()
        let cache4 = Cache4()
        await cache4.markInitialized()
        await Cache5.shared.markInitialized()
        await self.holder.inner.markInitialized()
    }
}

// A subclass's opener opens the gate its superclass declares.
class BaseGate: Initializable {
    let gate = InitializationGate()
    @WaitForInit
    func load() async -> Int { 0 }
}
class ChildGate: BaseGate {
    func setup() async { await markInitialized() }
}

// So does a protocol extension's.
protocol Bootable: Initializable { }
extension Bootable {
    func boot() async { await markInitialized() }
}
actor Booted: Bootable {
    let gate = InitializationGate()
    func load() async -> Int {
        await awaitInitialized()
        return 0
    }
}

// A `gate` property is evidence enough when the conformance comes from a
// protocol Wiring cannot see (another module).
actor Remote: RemoteService { // expected-error:7 {{No call to markInitialized() opens the gate of 'Remote'; every gated method suspends forever (call markInitialized() when setup completes)}}
    let gate = InitializationGate()
    func fetch() async -> Int {
        await awaitInitialized()
        return 1
    }
}
