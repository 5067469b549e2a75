import WiringAnalysis
import WiringSyntax

/// A workspace of texts in memory, analysed incrementally as the engine
/// analyses files: a test edits `texts`, applies the paths it touched, and
/// compares the output with an analysis from scratch.
public final class AnalysisSession {
    public var texts: [String: String]
    public let libraries: [any Library]
    public let configuration: Configuration
    public let workspace: AnalysisWorkspace
    private let extractor: FactExtractor
    private let provider: TextBox

    /// The texts the analysis reads (an engine's open documents and disk).
    final class TextBox {
        var texts: [String: SourceText]
        init(_ texts: [String: SourceText]) { self.texts = texts }
    }

    public init(_ texts: [String: String], libraries: [any Library], configuration: Configuration = Configuration()) {
        self.texts = texts
        self.libraries = libraries
        self.configuration = configuration
        extractor = FactExtractor(libraries: libraries)
        let provider = TextBox(texts.mapValues { SourceText($0) })
        self.provider = provider
        workspace = AnalysisWorkspace(libraries: libraries, configuration: configuration) { provider.texts[$0] }
    }

    /// The change of one path: its current text's facts, or its removal.
    public func change(_ path: String) -> AnalysisWorkspace.FileChange {
        guard let text = texts[path] else {
            provider.texts[path] = nil
            return .remove(path: path)
        }
        let source = SourceText(text)
        provider.texts[path] = source
        let (facts, anchors) = extractor.extract(ParsedFile(source: source))
        return .set(path: path, facts: facts, anchors: anchors)
    }

    /// Applies the paths' current texts; returns the files whose diagnostics changed.
    public func apply(_ paths: [String]) -> Set<String> { workspace.update(paths.map(change)) }

    /// What a client sees of one file: its diagnostics and summaries, and
    /// the lines and UTF-16 columns of every range they show.
    public struct FileOutput: Equatable {
        public var diagnostics: [Diagnostic]
        public var diagnosticPositions: [Int]
        public var summaries: [Summary]
        public var summaryPositions: [Int]
    }

    public func output() -> [String: FileOutput] {
        var out: [String: FileOutput] = [:]
        for p in workspace.pathsWithOutput {
            let ds = workspace.diagnostics(path: p), ss = workspace.summaries(path: p)
            out[p] = FileOutput(diagnostics: ds, diagnosticPositions: positions(ds, []),
                                summaries: ss, summaryPositions: positions([], ss))
        }
        return out
    }

    private func positions(_ diagnostics: [Diagnostic], _ summaries: [Summary]) -> [Int] {
        var out: [Int] = []
        func add(_ file: String, _ r: Range<Int>) {
            guard let t = provider.texts[file] else { return }
            for o in [r.lowerBound, r.upperBound] {
                let p = t.utf16Position(of: o)
                out += [p.line, p.character]
            }
        }
        for d in diagnostics {
            add(d.file, d.range)
            for r in d.related { add(r.file, r.range) }
            for f in d.fixes { for e in f.edits { add(e.file, e.range) } }
        }
        for s in summaries {
            add(s.file, s.range)
            for m in s.members { add(m.file, m.range) }
        }
        return out
    }

    /// The same texts analysed from scratch.
    public func scratch() -> AnalysisResult {
        Analyzer.analyze(texts.keys.sorted().map { SourceFile(path: $0, text: texts[$0]!) }, libraries: libraries,
                         configuration: configuration)
    }
}
