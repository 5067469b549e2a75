// Correct use of every macro and of a manual gate: no finding at all.
import Initializable

@AutoAwaitInit
actor DatabaseService: Initializable {
    let gate = InitializationGate()
    private var rows: [String] = []

    @SkipInit
    func setup() async {
        rows = await Self.loadRows()
        await markInitialized()
    }

    func query(_ sql: String) async -> [String] { rows }
    func insert(_ row: String) async { rows.append(row) }
    func count() -> Int { rows.count }

    // static methods are stamped too unless marked
    @SkipInit private static func loadRows() async -> [String] { [] }
}

@AutoAwaitThrowingInit
final class Session: ThrowingInitializable, @unchecked Sendable {
    let gate = ThrowingInitializationGate()

    @SkipInit
    func connect(to url: String) async {
        do {
            try await Network.open(url)
            await markInitialized()
        } catch {
            await markFailed(error)
        }
    }

    func profile() async throws -> String { "" }
    func refresh() async throws { }
}

extension Session {
    func avatar() async throws -> Data {
        try await awaitInitialized()
        return Data()
    }
}

actor Manual: Initializable {
    let gate = InitializationGate()

    init() {
        Task { await self.start() }
    }

    func start() async { await markInitialized() }

    @WaitForInit
    func critical() async -> Int { 1 }
}
