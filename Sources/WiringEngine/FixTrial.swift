import WiringAnalysis
import WiringSyntax

/// Fixes tried on the analysis before anyone is offered them.
///
/// A fix of a finding that no compiler macro checks (a rule of kind
/// `wiring`, or one reported by a build tool) edits a graph that spans
/// files: turning a received property into an instantiated one can close a
/// cycle, making a type public can expose another. Such a fix is offered
/// only when, applied alone, its finding goes away and no error of the same
/// library appears that was not there before. The trial edits the
/// in-memory analysis and restores it; nothing is written, published or
/// cached. Fixes of macro rules are the macros' own fix-its, offered as the
/// macros offer them.
extension WorkspaceEngine {
    /// Whether the fixes of `finding` are tried (see above).
    public func triesFixes(of finding: Diagnostic) -> Bool {
        guard !finding.fixes.isEmpty, let rule = rules.rule(id: finding.rule) else { return false }
        return rule.kind == .wiring || rule.reportedBy != nil
    }

    /// The analysis' result with each finding's fixes tried: what `wiring
    /// check` reports, applies and keeps for its next run. The trials run
    /// one after another (`FixTrialRun`): the same verdicts as trying each
    /// alone, at one analysis update per fix instead of two.
    public var checkedResult: AnalysisResult {
        var result = analysis.result
        var run = FixTrialRun(analysis)
        result.diagnostics = result.diagnostics.map { finding in
            guard triesFixes(of: finding) else { return finding }
            var out = finding
            out.fixes = finding.fixes.filter { run.holds($0, for: finding, in: self) }
            return out
        }
        run.finish(in: self)
        return result
    }

    /// `finding` with only the fixes that hold; unchanged when its fixes
    /// are not tried.
    public func keepingFixesThatHold(_ finding: Diagnostic) -> Diagnostic {
        guard triesFixes(of: finding) else { return finding }
        var out = finding
        out.fixes = finding.fixes.filter { fixHolds($0, for: finding) }
        return out
    }

    /// Applies `fix` to the analysis, compares the errors of the finding's
    /// library, and restores the analysis. False when a file it edits
    /// cannot be read.
    public func fixHolds(_ fix: Fix, for finding: Diagnostic) -> Bool {
        let verdict = FixVerdict(finding)
        guard let edited = editedTexts(fix) else { return false }
        // try it
        var saved: [SavedFile] = []
        var trial: [AnalysisWorkspace.FileChange] = []
        for (path, text) in edited {
            saved.append((path, documents[path], analysis.file(path: path)))
            documents[path] = text
            let (facts, anchors) = extractor.extract(source: text)
            trial.append(.set(path: path, facts: facts, anchors: anchors))
        }
        // only the files whose diagnostics the trial changes can differ (and
        // the finding's own): compared there, not across the workspace,
        // which made trying a defect workspace's fixes quadratic
        var scope = analysis.update(trial)
        scope.insert(finding.file)
        let paths = scope.sorted()
        let after = verdict.count(paths.map(analysis.diagnostics(path:)))
        // and undo it
        var undo: [AnalysisWorkspace.FileChange] = []
        for s in saved {
            documents[s.path] = s.document
            undo.append(restoring(s))
        }
        _ = analysis.update(undo)
        let before = verdict.count(paths.map(analysis.diagnostics(path:)))
        return verdict.holds(after: after, before: before)
    }

    /// The texts of the files `fix` edits, with its edits applied (as
    /// `wiring check --fix` and the editor apply them), in path order; nil
    /// when one cannot be read.
    fileprivate func editedTexts(_ fix: Fix) -> [(path: String, text: SourceText)]? {
        var edited: [(path: String, text: SourceText)] = []
        for (path, edits) in Dictionary(grouping: fix.edits, by: \.file).sorted(by: { $0.key < $1.key }) {
            guard let source = text(for: path) ?? (analysis.file(path: path) == nil ? SourceText([]) : nil) else { return nil }
            edited.append((path, SourceText(EditApplier.apply(edits, to: source.bytes))))
        }
        return edited
    }
}

/// A file a trial edits, as it was before: its open document and its state.
private typealias SavedFile = (path: String, document: SourceText?, state: FileState?)

/// The change that puts a file a trial edited back as it was.
private func restoring(_ s: SavedFile) -> AnalysisWorkspace.FileChange {
    s.state.map { .set(path: s.path, facts: $0.facts, anchors: $0.anchors) } ?? .remove(path: s.path)
}

/// What a trial compares: the errors of the finding's library by rule,
/// file and message (a fix moves lines), and how many findings are the
/// one being fixed. A fix holds when there are fewer of the latter and no
/// error more of any kind.
private struct FixVerdict {
    let library: String
    let key: String

    init(_ finding: Diagnostic) {
        library = finding.rule.split(separator: "/").first.map { $0 + "/" } ?? finding.rule
        key = finding.rule + "\u{0}" + finding.file + "\u{0}" + finding.message
    }

    func count(_ files: [[Diagnostic]]) -> (errors: [String: Int], target: Int) {
        var errors: [String: Int] = [:]
        var target = 0
        for diagnostics in files {
            for d in diagnostics where d.rule.hasPrefix(library) {
                let k = d.rule + "\u{0}" + d.file + "\u{0}" + d.message
                if k == key { target += 1 }
                if d.severity == .error { errors[k, default: 0] += 1 }
            }
        }
        return (errors, target)
    }

    func holds(after: (errors: [String: Int], target: Int), before: (errors: [String: Int], target: Int)) -> Bool {
        after.target < before.target && after.errors.allSatisfy { $0.value <= before.errors[$0.key, default: 0] }
    }
}

/// Fixes tried one after another for `wiring check`. Each trial's state
/// (the analysis as it was, with that one fix applied) is reached from the
/// last trial's in one update: the last fix's files go back, this fix's
/// are applied. The files whose diagnostics differ from the analysis as it
/// was are kept up to date from each update's changed files, so a trial
/// compares the same files, against the same diagnostics, as a lone trial
/// that applies its fix and undoes it (`fixHolds`).
private struct FixTrialRun {
    /// The analysis' diagnostics before any trial, by file.
    private let original: [String: [Diagnostic]]
    /// The files the last trial edited, with their documents and states
    /// before any trial.
    private var applied: [SavedFile] = []
    /// Files whose diagnostics now differ from `original`.
    private var differs: Set<String> = []

    init(_ analysis: AnalysisWorkspace) {
        var original: [String: [Diagnostic]] = [:]
        for path in analysis.pathsWithOutput { original[path] = analysis.diagnostics(path: path) }
        self.original = original
    }

    mutating func holds(_ fix: Fix, for finding: Diagnostic, in engine: WorkspaceEngine) -> Bool {
        let verdict = FixVerdict(finding)
        // the texts are edited as they were before any trial
        for s in applied { engine.documents[s.path] = s.document }
        guard let edited = engine.editedTexts(fix) else {
            finish(in: engine)
            return false
        }
        let editing = Set(edited.map(\.path))
        var change: [AnalysisWorkspace.FileChange] = []
        for s in applied where !editing.contains(s.path) {
            change.append(restoring(s))
        }
        var now: [SavedFile] = []
        for (path, text) in edited {
            now.append(applied.first { $0.path == path } ?? (path, engine.documents[path], engine.analysis.file(path: path)))
            engine.documents[path] = text
            let (facts, anchors) = engine.extractor.extract(source: text)
            change.append(.set(path: path, facts: facts, anchors: anchors))
        }
        applied = now
        noteChanged(engine.analysis.update(change), engine)
        let paths = differs.union([finding.file]).sorted()
        let after = verdict.count(paths.map(engine.analysis.diagnostics(path:)))
        let before = verdict.count(paths.map { original[$0] ?? [] })
        return verdict.holds(after: after, before: before)
    }

    /// The analysis as it was before any trial.
    mutating func finish(in engine: WorkspaceEngine) {
        guard !applied.isEmpty else { return }
        var undo: [AnalysisWorkspace.FileChange] = []
        for s in applied {
            engine.documents[s.path] = s.document
            undo.append(restoring(s))
        }
        applied = []
        noteChanged(engine.analysis.update(undo), engine)
    }

    private mutating func noteChanged(_ paths: Set<String>, _ engine: WorkspaceEngine) {
        for p in paths {
            if engine.analysis.diagnostics(path: p) == original[p] ?? [] { differs.remove(p) } else { differs.insert(p) }
        }
    }
}
