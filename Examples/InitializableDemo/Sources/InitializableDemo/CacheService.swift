import Initializable

/// Correct: the opener is marked @SkipInit, every other async method waits.
@AutoAwaitInit
final class CacheService: Initializable, @unchecked Sendable {
    let gate = InitializationGate()
    private var entries: [String: String] = [:]

    @SkipInit
    func warmUp() async {
        entries = ["greeting": "hello"]
        markInitialized()
    }

    func value(for key: String) async -> String? { entries[key] }

    func store(_ value: String, for key: String) async { entries[key] = value }
}

extension CacheService {
    /// The macro never visits extensions: this read does not wait for warmUp().
    func dump() async -> [String: String] { entries }
}

/// A throwing gate that nothing ever opens.
@AutoAwaitThrowingInit
actor SessionStore: ThrowingInitializable {
    let gate = ThrowingInitializationGate()

    func restore() async throws -> String { "session" }

    // async-only under the throwing macro: a compile error.
    func refresh() async {}
}
