#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
#else
import Foundation
#endif
import WiringAnalysis
import WiringSyntax

/// The output formats of `wiring check`: compiler-style text, JSON, SARIF
/// 2.1.0 and GitHub workflow annotations. Lines and columns are 1-based,
/// columns in UTF-8 bytes, as swiftc's.
struct Report {
    let root: String
    let fileCount: Int
    let diagnostics: [Diagnostic]
    let sources: [String: SourceText]
    /// The summaries asked for (`wiring check --<option>`), each library's
    /// with how it shows them.
    let summaries: [(presentation: any SummaryPresentation, rows: [Summary])]
    /// Files not checked (skipped while walking a folder, or named and
    /// excluded), with why; folders that could not be read.
    var skippedFiles: [(path: String, reason: String)] = []
    var skippedFolders: [(path: String, why: String)] = []
    /// With a baseline: how many findings it held (left out of `diagnostics`).
    var baselined: Int?
    let display: (String) -> String

    init(root: String, fileCount: Int, diagnostics: [Diagnostic], sources: [String: SourceText],
         summaries: [(presentation: any SummaryPresentation, rows: [Summary])] = [],
         skippedFiles: [(path: String, reason: String)] = [],
         skippedFolders: [(path: String, why: String)] = [], baselined: Int? = nil,
         display: @escaping (String) -> String) {
        self.baselined = baselined
        self.root = root
        self.fileCount = fileCount
        self.diagnostics = diagnostics
        self.sources = sources
        self.summaries = summaries
        self.skippedFiles = skippedFiles
        self.skippedFolders = skippedFolders
        self.display = display
    }

    static let docsBase = "https://github.com/wiring-lsp/wiring/blob/main/docs/rules/"

    struct Position { var line: Int; var column: Int }

    func position(_ file: String, _ offset: Int) -> Position {
        guard let s = sources[file] else { return Position(line: 1, column: 1) }
        let (l, c) = s.lineColumn(of: min(max(0, offset), s.count))
        return Position(line: l, column: c)
    }

    /// 1-based line and UTF-16 column (SARIF's default column unit).
    func utf16Position(_ file: String, _ offset: Int) -> Position {
        guard let s = sources[file] else { return Position(line: 1, column: 1) }
        let p = s.utf16Position(of: min(max(0, offset), s.count))
        return Position(line: p.line + 1, column: p.character + 1)
    }

    // MARK: text

    /// Compiler-style lines, the libraries' summaries asked for, and the summary line
    /// (`nothingChecked` instead when no file was checked), with the
    /// locations and severity words in `colors`.
    func text(colors: Colors = .none, nothingChecked: String? = nil) -> String {
        var out = ""
        let note = colors.paint("note", .note)
        for d in diagnostics {
            let p = position(d.file, d.range.lowerBound)
            let severity = colors.paint(d.severity.rawValue, d.severity == .error ? .error : d.severity == .warning ? .warning : .note)
            out += colors.paint("\(display(d.file)):\(p.line):\(p.column):", .location) + " \(severity): \(d.message) [\(d.rule)]\n"
            for r in d.related {
                let q = position(r.file, r.range.lowerBound)
                out += colors.paint("\(display(r.file)):\(q.line):\(q.column):", .location) + " \(note): \(r.message)\n"
            }
            for f in d.fixes {
                let e = f.edits.first
                let q = e.map { position($0.file, $0.range.lowerBound) } ?? p
                out += colors.paint("\(display(e?.file ?? d.file)):\(q.line):\(q.column):", .location)
                    + " \(note): fix: \(f.title)\(f.isPreferred ? " (preferred)" : "")\n"
            }
        }
        for (presentation, rows) in summaries { out += presentation.table(rows, places) }
        let files = skippedFiles.count, folders = skippedFolders.count
        var skipped = ""
        if files > 0 || folders > 0 {
            skipped = [files > 0 ? "\(files) file\(files == 1 ? "" : "s")" : nil,
                       folders > 0 ? "\(folders) folder\(folders == 1 ? "" : "s")" : nil]
                .compactMap { $0 }.joined(separator: " and ") + " skipped"
        }
        if let nothingChecked {
            out += nothingChecked + (skipped.isEmpty ? "" : (nothingChecked.hasPrefix("no ") ? "; " : ": ") + skipped) + "\n"
            return out
        }
        func count(_ severity: Severity, _ name: String) -> String {
            let n = diagnostics.filter { $0.severity == severity }.count
            return "\(n) \(name)\(n == 1 || severity == .information ? "" : "s")"
        }
        // information and hints are counted only when there are some
        let minor = [(Severity.information, "information"), (.hint, "hint")]
            .filter { s in diagnostics.contains { $0.severity == s.0 } }
            .map { ", " + count($0.0, $0.1) }.joined()
        out += count(.error, "error") + ", " + count(.warning, "warning") + minor
            + " in \(fileCount) file\(fileCount == 1 ? "" : "s")" + (skipped.isEmpty ? "" : "; " + skipped)
            + (baselined.map { "; \($0) in the baseline" } ?? "") + "\n"
        return out
    }

    /// How the libraries' summaries show places.
    var places: SummaryPlaces { SummaryPlaces(display: display, line: { position($0, $1).line }) }

    // MARK: JSON

    func json() -> String {
        let w = JSONText()
        w.object {
            w.key("version"); w.int(1)
            w.key("workspace"); w.string(root)
            w.key("files"); w.int(fileCount)
            if let baselined { w.key("baselined"); w.int(baselined) }
            w.key("skipped")
            w.array(skippedFiles.map { ($0.path, $0.reason) } + skippedFolders.map { ($0.path, "cannot read folder: " + $0.why) }) { s in
                w.object {
                    w.key("path"); w.string(display(s.0))
                    w.key("reason"); w.string(s.1)
                }
            }
            w.key("diagnostics")
            w.array(diagnostics) { d in
                w.object {
                    let s = position(d.file, d.range.lowerBound), e = position(d.file, d.range.upperBound)
                    w.key("file"); w.string(display(d.file))
                    w.key("line"); w.int(s.line); w.key("column"); w.int(s.column)
                    w.key("endLine"); w.int(e.line); w.key("endColumn"); w.int(e.column)
                    w.key("severity"); w.string(d.severity.rawValue)
                    w.key("rule"); w.string(d.rule)
                    w.key("message"); w.string(d.message)
                    w.key("fingerprint"); w.string(d.fingerprintText)
                    w.key("related")
                    w.array(d.related) { r in
                        w.object {
                            let p = position(r.file, r.range.lowerBound)
                            w.key("file"); w.string(display(r.file))
                            w.key("line"); w.int(p.line); w.key("column"); w.int(p.column)
                            w.key("message"); w.string(r.message)
                        }
                    }
                    w.key("fixes")
                    w.array(d.fixes) { f in
                        w.object {
                            w.key("title"); w.string(f.title)
                            w.key("preferred"); w.bool(f.isPreferred)
                            w.key("edits")
                            w.array(f.edits) { ed in edit(w, ed) }
                        }
                    }
                }
            }
            for (presentation, rows) in summaries {
                w.key(presentation.option)
                w.array(rows) { presentation.json($0, into: w, places) }
            }
        }
        return w.out
    }

    func edit(_ w: JSONText, _ e: TextEdit) {
        w.object {
            let s = position(e.file, e.range.lowerBound), t = position(e.file, e.range.upperBound)
            w.key("file"); w.string(display(e.file))
            w.key("line"); w.int(s.line); w.key("column"); w.int(s.column)
            w.key("endLine"); w.int(t.line); w.key("endColumn"); w.int(t.column)
            w.key("newText"); w.string(e.newText)
        }
    }

    // MARK: SARIF 2.1.0

    func sarif() -> String {
        let rules = Array(Set(diagnostics.map(\.rule))).sorted()
        let w = JSONText()
        // SARIF's columns count UTF-16 code units (`columnKind` below), not bytes
        func region(_ file: String, _ r: Range<Int>) {
            let s = utf16Position(file, r.lowerBound), e = utf16Position(file, r.upperBound)
            w.object {
                w.key("startLine"); w.int(s.line); w.key("startColumn"); w.int(s.column)
                w.key("endLine"); w.int(e.line); w.key("endColumn"); w.int(e.column)
            }
        }
        func location(_ file: String, _ r: Range<Int>, message: String? = nil) {
            w.object {
                w.key("physicalLocation")
                w.object {
                    w.key("artifactLocation"); w.object { w.key("uri"); w.string(uri(file)) }
                    w.key("region"); region(file, r)
                }
                if let message { w.key("message"); w.object { w.key("text"); w.string(message) } }
            }
        }
        w.object {
            w.key("$schema"); w.string("https://json.schemastore.org/sarif-2.1.0.json")
            w.key("version"); w.string("2.1.0")
            w.key("runs")
            w.array([0]) { _ in
                w.object {
                    w.key("tool")
                    w.object {
                        w.key("driver")
                        w.object {
                            w.key("name"); w.string("wiring")
                            w.key("version"); w.string(wiringVersion)
                            w.key("informationUri"); w.string("https://github.com/wiring-lsp/wiring")
                            w.key("rules")
                            w.array(rules) { id in
                                w.object {
                                    w.key("id"); w.string(id)
                                    if let rule = catalog.rule(id: id) {
                                        w.key("shortDescription"); w.object { w.key("text"); w.string(rule.summary) }
                                    }
                                    w.key("helpUri"); w.string(Report.docsBase + id + ".md")
                                }
                            }
                        }
                    }
                    w.key("columnKind"); w.string("utf16CodeUnits")
                    w.key("results")
                    w.array(diagnostics) { d in
                        w.object {
                            w.key("ruleId"); w.string(d.rule)
                            w.key("level")
                            w.string(d.severity == .error ? "error" : d.severity == .warning ? "warning" : "note")
                            w.key("message"); w.object { w.key("text"); w.string(d.message) }
                            w.key("locations"); w.array([d]) { _ in location(d.file, d.range) }
                            // what a code-scanning service matches results by across runs
                            w.key("partialFingerprints"); w.object { w.key("wiring/v1"); w.string(d.fingerprintText) }
                            // with a baseline, every result reported is one it does not hold
                            if baselined != nil { w.key("baselineState"); w.string("new") }
                            if !d.related.isEmpty {
                                w.key("relatedLocations")
                                w.array(d.related) { r in location(r.file, r.range, message: r.message) }
                            }
                            if !d.fixes.isEmpty {
                                w.key("fixes")
                                w.array(d.fixes) { f in
                                    w.object {
                                        w.key("description"); w.object { w.key("text"); w.string(f.title) }
                                        w.key("artifactChanges")
                                        let byFile = Dictionary(grouping: f.edits, by: \.file)
                                        w.array(byFile.keys.sorted()) { file in
                                            w.object {
                                                w.key("artifactLocation"); w.object { w.key("uri"); w.string(uri(file)) }
                                                w.key("replacements")
                                                w.array(byFile[file]!) { e in
                                                    w.object {
                                                        w.key("deletedRegion"); region(file, e.range)
                                                        w.key("insertedContent"); w.object { w.key("text"); w.string(e.newText) }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return w.out
    }

    func uri(_ file: String) -> String {
        let d = display(file)
        return d.hasPrefix("/") ? URL(fileURLWithPath: d).absoluteString : d
    }

    // MARK: GitHub annotations

    func github() -> String {
        func escapeData(_ s: String) -> String {
            s.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D")
                .replacingAll("\n", with: "%0A")
        }
        func escapeProperty(_ s: String) -> String {
            escapeData(s).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
        }
        var out = ""
        for d in diagnostics {
            let s = position(d.file, d.range.lowerBound), e = position(d.file, d.range.upperBound)
            let level = d.severity == .error ? "error" : d.severity == .warning ? "warning" : "notice"
            out += "::\(level) file=\(escapeProperty(display(d.file))),line=\(s.line),col=\(s.column),endLine=\(e.line),endColumn=\(e.column),title=\(escapeProperty(d.rule))::\(escapeData(d.message))\n"
        }
        return out
    }
}
