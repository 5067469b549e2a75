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
    /// check` reports, applies and keeps for its next run.
    public var checkedResult: AnalysisResult {
        var result = analysis.result
        result.diagnostics = result.diagnostics.map(keepingFixesThatHold)
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
        let library = finding.rule.split(separator: "/").first.map { $0 + "/" } ?? finding.rule
        let key = finding.rule + "\u{0}" + finding.file + "\u{0}" + finding.message
        /// The library's errors in `paths` by rule, file and message (a fix
        /// moves lines), and how many findings are the one being fixed.
        func findings(in paths: [String]) -> (errors: [String: Int], target: Int) {
            var errors: [String: Int] = [:]
            var target = 0
            for path in paths {
                for d in analysis.diagnostics(path: path) where d.rule.hasPrefix(library) {
                    let k = d.rule + "\u{0}" + d.file + "\u{0}" + d.message
                    if k == key { target += 1 }
                    if d.severity == .error { errors[k, default: 0] += 1 }
                }
            }
            return (errors, target)
        }
        // the edited texts
        var edited: [(path: String, text: SourceText)] = []
        for (path, edits) in Dictionary(grouping: fix.edits, by: \.file).sorted(by: { $0.key < $1.key }) {
            guard let source = text(for: path) ?? (analysis.file(path: path) == nil ? SourceText([]) : nil) else { return false }
            // as `wiring check --fix` and the editor apply them
            edited.append((path, SourceText(EditApplier.apply(edits, to: source.bytes))))
        }
        // try it
        var saved: [(path: String, document: SourceText?, state: FileState?)] = []
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
        let after = findings(in: paths)
        // and undo it
        var undo: [AnalysisWorkspace.FileChange] = []
        for s in saved {
            documents[s.path] = s.document
            undo.append(s.state.map { .set(path: s.path, facts: $0.facts, anchors: $0.anchors) } ?? .remove(path: s.path))
        }
        _ = analysis.update(undo)
        let before = findings(in: paths)
        return after.target < before.target && after.errors.allSatisfy { $0.value <= before.errors[$0.key, default: 0] }
    }
}
