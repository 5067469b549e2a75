import WiringAnalysis
import WiringEngine
import WiringSyntax

/// Everything the analysis worker hands to the engine in one step.
struct EngineBatch: Sendable {
    struct Document: Sendable {
        var path: String
        var bytes: [UInt8]
        var version: Int
    }

    var configuration: Configuration? = nil
    var index = false
    var progress: (@Sendable (Int, Int) -> Void)? = nil
    var close: [String] = []
    var reload: [String] = []
    var open: [Document] = []
    /// For the server: documents to publish after this batch even if their
    /// findings did not change (they were opened or edited).
    var publish: Set<String> = []
}

/// The engine's answer to a batch: the analysis, the files whose findings
/// changed, and the text of every file the findings point into, taken in the
/// same isolated step so that offsets and text always agree.
struct EngineRound: Sendable {
    var result: AnalysisResult
    var changed: Set<String>
    var sources: [String: SourceText]
    /// Engine log lines since the previous round.
    var log: [String]
}

extension Engine {
    func apply(_ batch: EngineBatch) -> EngineRound {
        if let c = batch.configuration { setConfiguration(c) }
        if batch.index { indexWorkspace(progress: batch.progress ?? { _, _ in }) }
        for p in batch.close { closeDocument(path: p) }
        for p in batch.reload { reloadFromDisk(path: p) }
        for d in batch.open { setDocument(path: d.path, text: d.bytes) }
        let (result, changed) = analyze()
        var sources: [String: SourceText] = [:]
        func add(_ path: String) {
            if sources[path] == nil, let s = source(path: path) { sources[path] = s }
        }
        for d in result.diagnostics {
            add(d.file)
            for r in d.related { add(r.file) }
            for f in d.fixes { for e in f.edits { add(e.file) } }
        }
        for c in result.coverage {
            add(c.file)
            for m in c.members { add(m.file) }
        }
        for d in batch.open { add(d.path) }
        return EngineRound(result: result, changed: changed, sources: sources, log: takeLog())
    }
}

/// An immutable view of the last analysis, which requests read.
struct AnalysisSnapshot: Sendable {
    var generation = 0
    var diagnostics: [String: [Diagnostic]] = [:]
    var coverage: [String: [GateCoverage]] = [:]
    var sources: [String: SourceText] = [:]

    init() {}

    init(generation: Int, round: EngineRound) {
        self.generation = generation
        diagnostics = Dictionary(grouping: round.result.diagnostics, by: \.file)
        coverage = Dictionary(grouping: round.result.coverage, by: \.file)
        sources = round.sources
    }
}

/// Changes received but not yet given to the engine.
struct PendingChanges: Sendable {
    var configuration: Configuration? = nil
    var index = false
    /// Documents opened, changed or closed (by path).
    var documents: Set<String> = []
    var reload: Set<String> = []
    /// Files to publish after the next analysis even if unchanged.
    var publish: Set<String> = []
}
