// initializable/opener-awaits-gated: an opener that waits, before opening
// the gate, for a method that waits for the gate.

@AutoAwaitInit
actor Repo: Initializable {
    let gate = InitializationGate()

    @SkipInit
    func setup() async {
        await load() // expected-warning:15-19 {{'setup()' awaits gated method 'load()' before calling markInitialized(); this deadlocks (mark 'load()' with @SkipInit, or call it after markInitialized())}} {{+7:5-+7:5=@SkipInit\n    }} {{title=Mark 'load()' with @SkipInit}}
        await self.load()
        // a Task does not block the opener
        Task { await self.refresh() }
        await markInitialized()
        await refresh()
    }
    func load() async { }
    func refresh() async { }
}

actor Manual: Initializable {
    let gate = InitializationGate()

    func setup() async {
        let v = await self.value(of: 1) // expected-warning:28 {{'setup()' awaits gated method 'value(of:)' before calling markInitialized(); this deadlocks (remove @WaitForInit from 'value(of:)', or call it after markInitialized())}} {{+5:1-+6:1=}} {{title=Remove @WaitForInit from 'value(of:)'}}
        print(v)
        await markInitialized()
    }

    @WaitForInit
    func value(of key: Int) async -> Int { key }
}

@AutoAwaitThrowingInit
actor Feed: ThrowingInitializable {
    let gate = ThrowingInitializationGate()

    @SkipInit
    func connect() async {
        guard (try? await ping()) == true else { // expected-warning:27 {{'connect()' awaits gated method 'ping()' before calling markFailed(_:); this deadlocks (mark 'ping()' with @SkipInit, or call it after markFailed(_:))}} {{+6:5-+6:5=@SkipInit\n    }}
            await markFailed(FeedError.down)
            return
        }
        await markInitialized()
    }
    func ping() async throws -> Bool { true }
}

// A gated method waiting by hand: no fix-it, the advice only.
actor ByHand: Initializable {
    let gate = InitializationGate()
    func setup() async {
        await warm() // expected-warning:15 {{'setup()' awaits gated method 'warm()' before calling markInitialized(); this deadlocks (call it after markInitialized())}}
        await markInitialized()
    }
    func warm() async {
        await awaitInitialized()
    }
}
