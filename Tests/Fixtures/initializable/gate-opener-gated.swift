// initializable/opener-gated: a method that opens the gate and waits for it.

// Auto mode: `Mark with @SkipInit` goes before the first attribute or
// modifier, after the doc comment, with the member's indentation.
@AutoAwaitInit
actor Auto1: Initializable {
    let gate = InitializationGate()

    /// Opens the gate.
    @MainActor public func setup() async { await markInitialized() }
    // expected-error@-1:28-33 {{'setup()' opens the initialization gate but is itself gated by @AutoAwaitInit; it waits for itself and never completes (mark it with @SkipInit)}} {{5-5=@SkipInit\n    }}

    func load() async -> Int { 0 }
}

// A declaration that does not start its line gets @SkipInit inline.
@AutoAwaitInit
actor Auto2: Initializable { let gate = InitializationGate(); func start() async { await self.markInitialized() } }
// expected-error@-1:68 {{'start()' opens the initialization gate but is itself gated by @AutoAwaitInit; it waits for itself and never completes (mark it with @SkipInit)}} {{63-63=@SkipInit }}

// The throwing macro stamps openers that throw.
@AutoAwaitThrowingInit
actor Auto3: ThrowingInitializable {
    let gate = ThrowingInitializationGate()
    func connect(to url: String) async throws {
        do {
            try await Connection.open(url)
            await markInitialized()
        } catch {
            await markFailed(error)
        }
    }
    // expected-error@-8:10 {{'connect(to:)' opens the initialization gate but is itself gated by @AutoAwaitThrowingInit; it waits for itself and never completes (mark it with @SkipInit)}} {{5-5=@SkipInit\n    }}
    func items() async throws -> [Int] { [] }
}

// Under @Initializable.AutoAwaitInit, @SkipInit is only accepted once the
// type's macro is written without its module: the fix does both.
@Initializable.AutoAwaitInit
actor Auto4: Initializable {
    let gate = InitializationGate()
    func setup() async { await self.gate.markInitialized() }
    // expected-error@-1:10 {{'setup()' opens the initialization gate but is itself gated by @AutoAwaitInit; it waits for itself and never completes (mark it with @SkipInit)}} {{5-5=@SkipInit\n    }} {{-3:2--3:29=AutoAwaitInit}}
}

// With another, ungated opener the gated one does not hang forever: it
// waits for the other one. A warning.
@AutoAwaitInit
actor Auto5: Initializable {
    let gate = InitializationGate()
    @SkipInit func start() async { await markInitialized() }
    func restart() async { await markInitialized() }
    // expected-warning@-1:10 {{'restart()' opens the initialization gate but is itself gated by @AutoAwaitInit; it cannot run until another opener has opened the gate (mark it with @SkipInit)}} {{5-5=@SkipInit\n    }}
}

// Manual mode: remove the attribute.
actor Manual1: Initializable {
    let gate = InitializationGate()
    @WaitForInit
    func setup() async { await markInitialized() }
    // expected-error@-1:10 {{'setup()' opens the initialization gate but is itself gated by @WaitForInit; it waits for itself and never completes (remove @WaitForInit)}} {{-1:1-+0:1=}} {{title=Remove @WaitForInit}}
}

actor Manual2: ThrowingInitializable {
    let gate = ThrowingInitializationGate()
    @WaitForThrowingInit func connect() async throws { await markInitialized() }
    // expected-error@-1:31 {{'connect()' opens the initialization gate but is itself gated by @WaitForThrowingInit; it waits for itself and never completes (remove @WaitForThrowingInit)}} {{5-26=}} {{title=Remove @WaitForThrowingInit}}
}

// By hand: a leading `await awaitInitialized()` gates just the same.
actor Manual3: Initializable {
    let gate = InitializationGate()
    func setup() async {
        await awaitInitialized()
        await markInitialized()
    }
    // expected-error@-4:10 {{'setup()' opens the initialization gate but is itself gated by its own leading 'await awaitInitialized()'; it waits for itself and never completes (remove its leading 'await awaitInitialized()')}} {{+1:1-+2:1=}} {{title=Remove 'await awaitInitialized()'}}
}

// Not openers: a call on another instance, a similar name, and
// markInitialized() written in a nested type.
@AutoAwaitInit
actor Fine: Initializable {
    let gate = InitializationGate()
    @SkipInit func setup() async { await markInitialized() }
    func forward(_ other: Fine) async { await other.markInitialized() }
    func markInitializedData() async { }
}
