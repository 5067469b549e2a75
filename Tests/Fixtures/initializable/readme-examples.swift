// The examples of Initializable's README. "The Elegant Way", the Quick Start
// and CacheService put the method that calls markInitialized() inside an
// @AutoAwaitInit type without @SkipInit: the macro gates the opener on its
// own gate, and it never returns. Wiring says so, and `Mark with @SkipInit`
// fixes it.

// The Elegant Way
@AutoAwaitInit
class DatabaseService: Initializable {
    let gate = InitializationGate()

    func setup() async { // expected-error:10-15 {{'setup()' opens the initialization gate but is itself gated by @AutoAwaitInit; it waits for itself and never completes (mark it with @SkipInit)}} {{5-5=@SkipInit\n    }} {{title=Mark with @SkipInit}}
        await connectToDatabase()
        
        // 🔓 Gate opens — all waiting methods proceed!
        await markInitialized()  
    }

    // ✅ Automatically waits for setup() — ZERO boilerplate needed!
    func query(_ sql: String) async -> [Row] { ... }
    func insert(_ row: Row) async { ... }
    func delete(_ id: Int) async { ... }
}

// Quick Start
@AutoAwaitInit
actor MyService: Initializable {
    let gate = InitializationGate()

    func setup() async {
        // ... perform your async setup ...
        await markInitialized()
    }
    // expected-error@-4:10 {{'setup()' opens the initialization gate but is itself gated by @AutoAwaitInit; it waits for itself and never completes (mark it with @SkipInit)}} {{5-5=@SkipInit\n    }}

    func fetchData() async -> Data {
        // ✨ MAGIC: `await awaitInitialized()` is injected here by the macro
        return cachedData
    }
}

let service = MyService()

// Kick off the setup (it will run concurrently)
Task { await service.setup() }

// This call will safely suspend until `setup()` completes!
let data = await service.fetchData()

// 1. Non-Throwing Initialization
@AutoAwaitInit
class CacheService: Initializable {
    let gate = InitializationGate()
    private var store: [String: Data] = [:]

    func warmUp() async { // expected-error:10 {{'warmUp()' opens the initialization gate but is itself gated by @AutoAwaitInit; it waits for itself and never completes (mark it with @SkipInit)}} {{5-5=@SkipInit\n    }}
        store = await loadFromDisk()
        await markInitialized()
    }

    // ✅ Auto-gated — automatically waits for warmUp()
    func get(_ key: String) async -> Data? {
        return store[key]
    }

    // ❌ Sync — skipped by the macro (no gate needed)
    func cacheDirectory() -> URL {
        FileManager.default.temporaryDirectory
    }
}

// 2. Throwing Initialization (Failable): `connect` is async but not
// throwing, an error; the macro's own fix-it (`Add 'throws'`) would make it
// gated and hang, so Wiring prefers @SkipInit for this opener.
@AutoAwaitThrowingInit
struct ThrowingDatabaseService: ThrowingInitializable {
    let gate = ThrowingInitializationGate()
    private var connection: DBConnection?

    mutating func connect(to url: URL) async { // expected-error:14-18 {{@WaitForThrowingInit requires the function to be 'throws' because awaitInitialized() can throw}} {{5-5=@SkipInit\n    }} {{45-45= throws}} {{title=Mark with @SkipInit}} {{title=Add 'throws'}}
        do {
            connection = try await DBConnection.open(url)
            await markInitialized()    // ✅ Success
        } catch {
            await markFailed(error)    // ❌ Propagate error to all waiting methods
        }
    }

    // ✅ Auto-gated — waits for connect, or throws if connect failed
    func query(_ sql: String) async throws -> [Row] {
        return try await connection!.execute(sql)
    }

    // ⚠️ WARNING: If a method is async but NOT throws, the macro will emit a compiler diagnostic with a fix-it!
    // func ping() async -> Bool { ... }
}

// 3. Manual Per-Method Control
actor SelectiveService: Initializable {
    let gate = InitializationGate()

    func setup() async { await markInitialized() }

    @WaitForInit  // ← Only this method will wait
    func criticalOperation() async -> Result {
        return performWork()
    }

    // No macro — caller is entirely responsible for timing
    func bestEffortOperation() async -> Result? { // expected-hint:10 {{async method 'bestEffortOperation()' of Initializable type 'SelectiveService' is not gated; it can run before initialization completes (add @WaitForInit)}} {{5-5=@WaitForInit\n    }} {{title=Add @WaitForInit}}
        return try? performWork()
    }
}
