import Initializable

/// Correct: the opener is marked @SkipInit; every other async method of the type waits (not the extension's, below).
@AutoAwaitInit
final class CacheService: Initializable, @unchecked Sendable {
    let gate = InitializationGate()
    private var entries: [String: String] = [:]

    @SkipInit
    func warmUp() async {
        entries = ["greeting": "hello"]
        await markInitialized()
    }

    func value(for key: String) async -> String? { entries[key] }

    func store(_ value: String, for key: String) async { entries[key] = value }
}

extension CacheService {
    // Deliberate mistake: the macro never visits extensions, so this read
    // does not wait for warmUp().
    func dump() async -> [String: String] { entries }
}

// Deliberate mistake: a throwing gate that nothing ever opens (no
// markInitialized() or markFailed(_:) anywhere), so restore() waits forever.
@AutoAwaitThrowingInit
actor SessionStore: ThrowingInitializable {
    let gate = ThrowingInitializationGate()

    func restore() async throws -> String { "session" }

    // Deliberate mistake: async but not throws under the throwing macro.
    func refresh() async {}
}
