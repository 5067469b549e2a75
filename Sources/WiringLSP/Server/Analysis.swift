import WiringAnalysis
import WiringEngine
import WiringSyntax

/// An immutable view of the analysis, which requests read. Each engine
/// round updates only the files it reports.
struct AnalysisSnapshot: Sendable {
    var generation = 0
    /// What the editor is shown: the findings without those the baseline holds.
    private(set) var diagnostics: [String: [Diagnostic]] = [:]
    /// Everything found, by file (what `diagnostics` is made from).
    private var found: [String: [Diagnostic]] = [:]
    var summaries: [String: [Summary]] = [:]
    var sources: [String: SourceText] = [:]
    /// The baseline in use and its folder (its paths are relative to it).
    private(set) var baseline: (baseline: Baseline, folder: String)?

    init() {}

    /// Applies a round's changes (in place: requests running meanwhile keep
    /// their own copy).
    mutating func apply(generation: Int, round: EngineRound) {
        self.generation = generation
        for (p, ds) in round.diagnostics {
            found[p] = ds.isEmpty ? nil : ds
            diagnostics[p] = shown(ds, path: p)
        }
        for (p, cs) in round.summaries { summaries[p] = cs.isEmpty ? nil : cs }
        // a file shown without a text has nothing to show: its old text is
        // dropped (a request about it reads the analysis's own)
        for p in round.diagnostics.keys where round.sources[p] == nil { sources[p] = nil }
        for (p, s) in round.sources { sources[p] = s }
    }

    /// A new baseline (or none); returns the files whose shown findings changed.
    mutating func setBaseline(_ new: (baseline: Baseline, folder: String)?) -> Set<String> {
        if new?.baseline == baseline?.baseline && new?.folder == baseline?.folder { return [] }
        baseline = new
        var changed: Set<String> = []
        for (p, ds) in found {
            let now = shown(ds, path: p)
            if now != diagnostics[p] {
                diagnostics[p] = now
                changed.insert(p)
            }
        }
        return changed
    }

    private func shown(_ ds: [Diagnostic], path: String) -> [Diagnostic]? { Self.shown(ds, path: path, baseline: baseline) }

    static func shown(_ ds: [Diagnostic], path: String, baseline: (baseline: Baseline, folder: String)?) -> [Diagnostic]? {
        guard let baseline, !ds.isEmpty else { return ds.isEmpty ? nil : ds }
        let kept = baseline.baseline.reported(ds, path: path, root: baseline.folder)
        return kept.isEmpty ? nil : kept
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
