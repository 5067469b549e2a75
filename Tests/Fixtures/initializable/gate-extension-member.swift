// initializable/extension-member-ungated: @AutoAwaitInit never visits
// members declared in extensions, in this file or another one. The fix-it
// inserts the wait as the first statement, keeping a single expression's
// implicit return.

@AutoAwaitInit
actor Store: Initializable {
    let gate = InitializationGate()
    @SkipInit func setup() async { await markInitialized() }
    func get() async -> Int { 0 }
}

extension Store {
    func load() async -> Int { 0 } // expected-warning:10-14 {{@AutoAwaitInit does not visit members declared in extensions; 'load()' is not gated and can run before initialization completes (start it with 'await awaitInitialized()')}} {{31-32=\n        await awaitInitialized()\n        return }} {{33-34=\n    }} {{title=Insert 'await awaitInitialized()'}}

    func save(_ value: Int) async { // expected-warning:10 {{@AutoAwaitInit does not visit members declared in extensions; 'save(_:)' is not gated and can run before initialization completes (start it with 'await awaitInitialized()')}} {{+1:1-+1:1=        await awaitInitialized()\n}}
        print(value)
        print(value)
    }

    func empty() async { } // expected-warning:10 {{@AutoAwaitInit does not visit members declared in extensions; 'empty()' is not gated and can run before initialization completes (start it with 'await awaitInitialized()')}} {{25-26=\n        await awaitInitialized()\n    }}

    func commented() async { // expected-warning:10 {{@AutoAwaitInit does not visit members declared in extensions; 'commented()' is not gated and can run before initialization completes (start it with 'await awaitInitialized()')}} {{+2:1-+2:1=        await awaitInitialized()\n}}
        // nothing yet
    }

    func names() async -> [String] { // expected-warning:10 {{@AutoAwaitInit does not visit members declared in extensions; 'names()' is not gated and can run before initialization completes (start it with 'await awaitInitialized()')}} {{+1:1-+1:1=        await awaitInitialized()\n}} {{+1:9-+1:9=return }}
        ["b", "a"]
            .sorted()
    }

    // Already waiting, opening the gate, static, or synchronous: fine.
    func ready() async -> Bool {
        await awaitInitialized()
        return true
    }
    func reopen() async { await markInitialized() }
    static func make() async -> Store { Store() }
    func name() -> String { "" }
}

// fixture-file: Store+Sync.swift
extension Store {
    func sync() async { // expected-warning:10 {{@AutoAwaitInit does not visit members declared in extensions; 'sync()' is not gated and can run before initialization completes (start it with 'await awaitInitialized()')}} {{+1:1-+1:1=        await awaitInitialized()\n}}
        print(1)
    }
}

// fixture-file: Feed.swift
@AutoAwaitThrowingInit
actor Feed: ThrowingInitializable {
    let gate = ThrowingInitializationGate()
    @SkipInit func connect() async { await markInitialized() }
}

extension Feed {
    func items() async throws -> [Int] { [] } // expected-warning:10 {{@AutoAwaitThrowingInit does not visit members declared in extensions; 'items()' is not gated and can run before initialization completes (start it with 'try await awaitInitialized()')}} {{41-42=\n        try await awaitInitialized()\n        return }} {{44-45=\n    }} {{title=Insert 'try await awaitInitialized()'}}
    func count() async -> Int { 0 } // expected-warning:10 {{@AutoAwaitThrowingInit does not visit members declared in extensions; 'count()' is not gated and can run before initialization completes (make it throw and start it with 'try await awaitInitialized()')}}
}
