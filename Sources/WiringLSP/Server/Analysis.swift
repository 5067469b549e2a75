import WiringAnalysis
import WiringEngine
import WiringSyntax

/// An immutable view of the analysis, which requests read. Each engine
/// round updates only the files it reports.
struct AnalysisSnapshot: Sendable {
    var generation = 0
    var diagnostics: [String: [Diagnostic]] = [:]
    var summaries: [String: [Summary]] = [:]
    var sources: [String: SourceText] = [:]

    init() {}

    /// Applies a round's changes (in place: requests running meanwhile keep
    /// their own copy).
    mutating func apply(generation: Int, round: EngineRound) {
        self.generation = generation
        for (p, ds) in round.diagnostics { diagnostics[p] = ds.isEmpty ? nil : ds }
        for (p, cs) in round.summaries { summaries[p] = cs.isEmpty ? nil : cs }
        for (p, s) in round.sources { sources[p] = s }
    }
}

/// Changes received but not yet given to the engine.
struct PendingChanges: Sendable {
    var configuration: Configuration? = nil
    var index = false
    var reindex = false
    /// Documents opened, changed or closed (by path).
    var documents: Set<String> = []
    var reload: Set<String> = []
    /// Files to publish after the next analysis even if unchanged.
    var publish: Set<String> = []
}
