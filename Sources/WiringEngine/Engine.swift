import Dispatch
import WiringAnalysis
import WiringSyntax

/// The language server's engine: a `WorkspaceEngine` owned by one actor,
/// which applies the server's batches of changes in order.
public actor Engine {
    private let core: WorkspaceEngine
    private let logBuffer = LogBuffer()
    /// The analysis update whose times the last round carried.
    private var timedUpdates = 0
    /// Whether a round carries the texts its diagnostics' notes point into.
    /// A client shown UTF-16 positions needs none: a diagnostic carries its
    /// notes' (hundreds of files' texts, for a provider removed under
    /// hundreds of receivers).
    private let notesNeedTexts: Bool

    public init(options: WorkspaceEngine.Options, notesNeedTexts: Bool = true) {
        let buffer = logBuffer
        core = WorkspaceEngine(options: options) { buffer.append($0.description) }
        self.notesNeedTexts = notesNeedTexts
    }

    /// Applies a batch and answers with what changed: the output of every
    /// file whose diagnostics or summaries changed, and of the documents the
    /// batch asks to publish, with the texts needed to show them.
    public func apply(_ batch: EngineBatch) -> EngineRound {
        var changed: Set<String> = []
        if let send = batch.send {
            let needsTexts = notesNeedTexts
            core.diagnosticsSink = { files, text in
                // the texts the conversion reads, as a round's (see below)
                var sources: [String: SourceText] = [:]
                for (path, ds) in files where !ds.isEmpty {
                    sources[path] = text(path)
                    for d in ds {
                        for f in Self.noteFiles(d, needTexts: needsTexts) where sources[f] == nil { sources[f] = text(f) }
                    }
                }
                send(files, sources)
            }
        }
        defer { core.diagnosticsSink = nil }
        var report: WorkspaceEngine.IndexReport?
        if let c = batch.configuration { changed.formUnion(core.setConfiguration(c)) }
        if batch.reindex {
            report = core.reindex(progress: batch.progress ?? { _, _ in })
        } else if batch.index {
            report = core.index(progress: batch.progress ?? { _, _ in })
        }
        if let report { changed.formUnion(report.changed) }
        for p in batch.close { changed.formUnion(core.closeDocument(path: p)) }
        if !batch.reload.isEmpty { changed.formUnion(core.reload(paths: batch.reload)) }
        for d in batch.open { changed.formUnion(core.setDocument(path: d.path, bytes: d.bytes)) }

        var round = EngineRound(changed: changed, report: report)
        if let analysis = core.analysis, analysis.updateCount != timedUpdates {
            timedUpdates = analysis.updateCount
            round.analysisTimes = analysis.lastUpdateTimes
        }
        let t0 = DispatchTime.now().uptimeNanoseconds
        round.summariesChanged = core.takeSummariesChanged()
        let shown = changed.union(batch.publish).union(round.summariesChanged)
        // the texts of what is shown, and of the files it points into: a file
        // left with nothing to show needs none (hundreds of them, read again
        // from disk, when a registration comes back)
        var needed: Set<String> = []
        for p in shown {
            let ds = core.diagnostics(path: p), cs = core.summaries(path: p)
            round.diagnostics[p] = ds
            round.summaries[p] = cs
            if !ds.isEmpty || !cs.isEmpty { needed.insert(p) }
            for d in ds {
                needed.formUnion(Self.noteFiles(d, needTexts: notesNeedTexts))
                for f in d.fixes { for e in f.edits { needed.insert(e.file) } }
            }
            for c in cs { for m in c.members { needed.insert(m.file) } }
        }
        for d in batch.open { needed.insert(d.path) }
        for p in needed { if let s = core.source(path: p) { round.sources[p] = s } }
        round.log = logBuffer.take()
        if !round.analysisTimes.isEmpty { round.analysisTimes.append(("round output", Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)) }
        return round
    }

    /// The files a diagnostic's notes point into whose texts showing it
    /// reads: none when it carries its notes' positions and the client
    /// takes those.
    private static func noteFiles(_ d: Diagnostic, needTexts: Bool) -> [String] {
        needTexts || !d.carriesPositions ? d.related.map(\.file) : []
    }

    /// The file parsed again, for requests that want the whole outline.
    public func parsedFile(path: String) -> ParsedFile? { core.parsedFile(path: path) }

    public var fileCount: Int { core.fileCount }

    /// The workspace's dependency graph as of the last batch applied.
    public var graph: DependencyGraph { core.graph }

    /// Answers a question about the current analysis (navigation, hover).
    public func withAnalysis<T: Sendable>(_ body: @Sendable (AnalysisWorkspace) -> T) -> T { core.withAnalysis(body) }

    public func flushCache() { core.flushCache() }

    /// `finding` with only the fixes that hold (`FixTrial`), when the
    /// analysis still has the texts the client saw (`sources`); as it is
    /// when its fixes are not tried or the analysis has moved on (the
    /// client asks again after the next publish).
    public func keepingFixesThatHold(_ finding: Diagnostic, seenIn sources: [String: SourceText]) -> Diagnostic {
        guard core.triesFixes(of: finding) else { return finding }
        let files = Set([finding.file] + finding.fixes.flatMap { $0.edits.map(\.file) })
        for path in files {
            guard let seen = sources[path] else { continue }
            guard core.text(for: path)?.bytes == seen.bytes else { return finding }
        }
        return core.keepingFixesThatHold(finding)
    }
}

/// Everything the server hands to the engine in one step.
public struct EngineBatch: Sendable {
    public struct Document: Sendable {
        public var path: String
        public var bytes: [UInt8]
        public var version: Int

        public init(path: String, bytes: [UInt8], version: Int) {
            self.path = path
            self.bytes = bytes
            self.version = version
        }
    }

    public var configuration: Configuration? = nil
    /// Scan the workspace (the first indexing, or after excludes changed).
    public var index = false
    /// Forget everything and index again.
    public var reindex = false
    public var progress: (@Sendable (Int, Int) -> Void)? = nil
    public var close: [String] = []
    public var reload: [String] = []
    public var open: [Document] = []
    /// Documents to publish after this batch even if their output did not
    /// change (they were opened or edited).
    public var publish: Set<String> = []
    /// Sends runs of files' diagnostics while the batch is applied, as the
    /// localization makes them (`AnalysisWorkspace.diagnosticsSink`), with
    /// the texts their conversion may read.
    public var send: (@Sendable ([(path: String, diagnostics: [Diagnostic])], [String: SourceText]) -> Void)? = nil

    public init() {}
}

/// The engine's answer to a batch.
public struct EngineRound: Sendable {
    /// Files whose diagnostics changed (to publish).
    public var changed: Set<String> = []
    /// Files whose summaries changed (code lenses to refresh).
    public var summariesChanged: Set<String> = []
    public var report: WorkspaceEngine.IndexReport?
    /// Output of the changed files and of the documents to publish.
    public var diagnostics: [String: [Diagnostic]] = [:]
    public var summaries: [String: [Summary]] = [:]
    /// Texts of those files that have output and of every file their
    /// output points into, taken in the same step so that offsets and text
    /// always agree (a file left with no output has none here).
    public var sources: [String: SourceText] = [:]
    /// Log lines since the previous round.
    public var log: [String] = []
    /// Milliseconds each library and the localization took, when facts changed.
    public var analysisTimes: [(String, Double)] = []

    init(changed: Set<String>, report: WorkspaceEngine.IndexReport?) {
        self.changed = changed
        self.report = report
    }
}

/// Log lines the engine produced, taken by the server after each round.
final class LogBuffer: @unchecked Sendable {
    private let lock = Lock()
    private var lines: [String] = []

    func append(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    func take() -> [String] {
        lock.lock()
        defer { lines.removeAll(); lock.unlock() }
        return lines
    }
}
