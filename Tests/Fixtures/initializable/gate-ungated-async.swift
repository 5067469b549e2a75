// initializable/ungated-async: in manual mode, async methods without
// @WaitForInit run at once. A hint, with the fix that fits where the method
// is.
// fixture-file: Store.swift

actor Store: Initializable {
    let gate = InitializationGate()
    func setup() async {
        await prepare()
        await markInitialized()
    }

    public func load() async -> Int { 0 } // expected-hint:17-21 {{async method 'load()' of Initializable type 'Store' is not gated; it can run before initialization completes (add @WaitForInit)}} {{5-5=@WaitForInit\n    }} {{title=Add @WaitForInit}}

    @WaitForInit
    func gated() async -> Int { 0 }

    func byHand() async -> Int {
        await awaitInitialized()
        return 0
    }

    // Not asked: the opener's helper, statics, sync methods, initializers.
    func prepare() async { }
    static func make() async -> Store { Store() }
    func name() -> String { "" }
    init() { }
}

extension Store {
    // @WaitForInit is an error in an extension: insert the wait instead.
    func save(_ v: Int) async { // expected-hint:10 {{async method 'save(_:)' of Initializable type 'Store' is not gated; it can run before initialization completes (start it with 'await awaitInitialized()')}} {{+1:1-+1:1=        await awaitInitialized()\n}} {{title=Insert 'await awaitInitialized()'}}
        print(v)
    }
}

// fixture-file: Feed.swift
actor Feed: ThrowingInitializable {
    let gate = ThrowingInitializationGate()
    func connect() async {
        await prepare()
        await markInitialized()
    }
    func prepare() async { }

    func items() async throws -> [Int] { [] } // expected-hint:10 {{async method 'items()' of ThrowingInitializable type 'Feed' is not gated; it can run before initialization completes (add @WaitForThrowingInit)}} {{5-5=@WaitForThrowingInit\n    }} {{title=Add @WaitForThrowingInit}}
    func count() async -> Int { 0 } // expected-hint:10 {{async method 'count()' of ThrowingInitializable type 'Feed' is not gated; it can run before initialization completes (make it throw and add @WaitForThrowingInit)}}
}

// fixture-file: Late.swift
// The conformance is declared in an extension: @WaitForInit would not see
// it, so the fix inserts the wait.
actor Late {
    let gate = ThrowingInitializationGate()
    func start() async { await markInitialized() }
    func fetch() async throws -> Int { 1 } // expected-hint:10 {{async method 'fetch()' of ThrowingInitializable type 'Late' is not gated; it can run before initialization completes (start it with 'try await awaitInitialized()')}} {{39-40=\n        try await awaitInitialized()\n        return }} {{41-42=\n    }} {{title=Insert 'try await awaitInitialized()'}}
}
extension Late: ThrowingInitializable { }
