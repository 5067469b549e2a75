import WiringSyntax

/// The analysis of a set of files from scratch: what `wiring check
/// --no-cache` computes, and what the tests compare the incremental
/// analysis with. A pure function of the files' texts and the configuration.
public enum Analyzer {
    public static func analyze(_ files: [SourceFile], libraries: [any Library],
                               configuration: Configuration = Configuration()) -> AnalysisResult {
        var texts: [String: SourceText] = [:]
        var changes: [AnalysisWorkspace.FileChange] = []
        let extractor = FactExtractor(libraries: libraries)
        for f in files {
            texts[f.path] = f.parsed.source
            let (facts, anchors) = extractor.extract(f.parsed)
            changes.append(.set(path: f.path, facts: facts, anchors: anchors))
        }
        let workspace = AnalysisWorkspace(libraries: libraries, configuration: configuration) { texts[$0] }
        workspace.update(changes)
        return workspace.result
    }
}

public struct AnalysisResult: Sendable {
    /// Every finding, after configuration and suppression comments, sorted by
    /// file, offset, rule.
    public var diagnostics: [Diagnostic] = []
    /// The libraries' per-type summaries, by file and position.
    public var summaries: [Summary] = []

    public init(diagnostics: [Diagnostic] = [], summaries: [Summary] = []) {
        self.diagnostics = diagnostics
        self.summaries = summaries
    }
}

