import Foundation
import WiringAnalysis
import WiringSyntax

/// Checks one fixture; returns the failures as text.
public struct FixtureVerifier {
    public let fixture: Fixture
    /// The expected text of some of its files after one `--fix` round.
    public let fixed: Fixture?
    /// The libraries the fixture is analysed with.
    public let libraries: [any Library]
    public var failures: [String] = []

    public init(_ fixture: Fixture, fixed: Fixture? = nil, libraries: [any Library]) {
        self.fixture = fixture
        self.fixed = fixed
        self.libraries = libraries
    }

    func analyze(_ files: [SourceFile]) -> AnalysisResult {
        Analyzer.analyze(files, libraries: libraries, configuration: fixture.configuration)
    }

    public mutating func run() throws -> [String] {
        let files = fixture.sourceFiles
        let result = analyze(files)
        let sources = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.parsed.source) })
        try checkExpectations(result.diagnostics, sources: sources)
        if failures.isEmpty {
            checkEachFix(result.diagnostics, files: files)
            checkIdempotence(files)
            try checkFixedSources(result.diagnostics, files: files)
        }
        return failures
    }

    // MARK: Fixed sources

    /// Each file of the `.fixed.swift` companion is the text its namesake
    /// must have after one `--fix` round, up to whitespace (`expected-`
    /// comments aside); and an expectation whose fix-its are checked that
    /// way (`{{fixed}}`) must be in such a file.
    private mutating func checkFixedSources(_ diagnostics: [Diagnostic], files: [SourceFile]) throws {
        let expectedPaths = Set(try fixture.expectations().filter(\.fixesInFixedFile).map(\.file))
        let fixedParts = fixed?.parts ?? []
        for path in expectedPaths where !fixedParts.contains(where: { $0.path == path }) {
            failures.append("\(path): an expectation says {{fixed}} but the .fixed.swift file has no part for it")
        }
        guard !fixedParts.isEmpty else { return }
        let after = apply(EditApplier.safeFixes(diagnostics).edits, to: files)
        // the lines before a file's first `fixture-file:` directive, when only comments
        func isHeader(_ part: Fixture.Part) -> Bool {
            part.text.split(separator: "\n").allSatisfy { $0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        }
        for part in fixedParts where !isHeader(part) {
            guard let file = after.first(where: { $0.path == part.path }) else {
                failures.append("\(part.path): in the .fixed.swift file but not in the fixture")
                continue
            }
            let actual = String(decoding: file.parsed.source.bytes, as: UTF8.self)
            if Self.normalized(actual) != Self.normalized(part.text) {
                failures.append("\(part.path): the fixed text differs from the .fixed.swift file (up to whitespace):\n\(actual)\n---- expected:\n\(part.text)")
            }
        }
    }

    /// The text without `expected-` comments and fixture directives, and
    /// without any whitespace.
    static func normalized(_ text: String) -> String {
        var out = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var l = Substring(line)
            if let r = l.range(of: "// expected-") { l = l[..<r.lowerBound] }
            if l.trimmingCharacters(in: .whitespaces).hasPrefix("// fixture-") { continue }
            out += l.filter { !$0.isWhitespace }
        }
        return out
    }

    // MARK: Expectations

    private func render(_ d: Diagnostic, _ src: SourceText) -> String {
        let (l, c) = src.lineColumn(of: d.range.lowerBound)
        let end = src.lineColumn(of: d.range.upperBound)
        var s = "\(d.file):\(l):\(c)-\(end.column) expected-\(d.severity.rawValue):\(c) {{\(d.message)}}"
        for f in d.fixes {
            for e in f.edits {
                let spec = (sources(e.file) ?? src).editSpec(e)
                if spec.startLine == l && spec.endLine == l {
                    s += " {{\(spec.startColumn)-\(spec.endColumn)=\(escape(spec.text))}}"
                } else {
                    s += " {{\(rel(spec.startLine, l)):\(spec.startColumn)-\(rel(spec.endLine, l)):\(spec.endColumn)=\(escape(spec.text))}}"
                }
            }
        }
        s += " [\(d.rule)] fixes: \(d.fixes.map(\.title))"
        return s
    }

    private var sourceMap: [String: SourceText] { Dictionary(uniqueKeysWithValues: fixture.sourceFiles.map { ($0.path, $0.parsed.source) }) }
    private func sources(_ path: String) -> SourceText? { sourceMap[path] }
    private func rel(_ line: Int, _ anchor: Int) -> String { line >= anchor ? "+\(line - anchor)" : "-\(anchor - line)" }
    private func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\t", with: "\\t")
    }

    private mutating func checkExpectations(_ diagnostics: [Diagnostic], sources: [String: SourceText]) throws {
        let expectations = try fixture.expectations()
        var unmatched = Array(diagnostics.indices)
        for e in expectations where e.severity != "note" {
            let candidates = unmatched.filter { i in
                let d = diagnostics[i]
                guard d.file == e.file, d.severity.rawValue == e.severity, d.message == e.message,
                      let src = sources[d.file] else { return false }
                let (l, c) = src.lineColumn(of: d.range.lowerBound)
                if l != e.line { return false }
                if let col = e.column, col != c { return false }
                if let end = e.endColumn, end != src.lineColumn(of: d.range.upperBound).column { return false }
                return true
            }
            guard let i = candidates.first else {
                let near = unmatched.filter { diagnostics[$0].file == e.file && diagnostics[$0].message == e.message }
                    .map { render(diagnostics[$0], sources[diagnostics[$0].file]!) }
                failures.append("expected, not reported: \(e)" + (near.isEmpty ? "" : "\n  same message reported at: \(near.joined(separator: "\n    "))"))
                continue
            }
            unmatched.removeAll { $0 == i }
            let d = diagnostics[i]
            let actual = d.fixes.flatMap(\.edits).map { (sources[$0.file] ?? sources[d.file]!).editSpec($0) }
            if e.fixesInFixedFile {
                if d.fixes.isEmpty { failures.append("{{fixed}} for \(e), which has no fix-it") }
            } else if actual != e.edits {
                failures.append("fix-its differ for \(e):\n  expected \(e.edits)\n  actual   \(actual)")
            }
            if !e.titles.isEmpty && e.titles != d.fixes.map(\.title) {
                failures.append("fix-it titles differ for \(e): expected \(e.titles), actual \(d.fixes.map(\.title))")
            }
        }
        for i in unmatched {
            failures.append("unexpected: \(render(diagnostics[i], sources[diagnostics[i].file]!))")
        }
        // related information located in the fixture must be expected as notes
        var notes = expectations.filter { $0.severity == "note" }
        for d in diagnostics {
            for r in d.related {
                guard let src = sources[r.file] else { continue }
                let (l, c) = src.lineColumn(of: r.range.lowerBound)
                if let k = notes.firstIndex(where: { $0.file == r.file && $0.line == l && $0.message == r.message
                    && ($0.column == nil || $0.column == c) }) {
                    notes.remove(at: k)
                } else {
                    failures.append("unexpected note: \(r.file):\(l):\(c) expected-note:\(c) {{\(r.message)}} (of \(d.rule))")
                }
            }
        }
        for n in notes { failures.append("expected note, not reported: \(n)") }
    }

    // MARK: Fix-its

    /// Each fix alone: the result keeps every declaration (in order; a fix
    /// may add one, as `Add required initializer` does, or remove or rename
    /// one method), the finding it
    /// fixes goes away, and a preferred fix of an error adds no new error.
    private mutating func checkEachFix(_ diagnostics: [Diagnostic], files: [SourceFile]) {
        for d in diagnostics {
            for fix in d.fixes {
                let fixed = apply(fix.edits, to: files)
                for (before, after) in zip(files, fixed) where before.parsed.source.bytes != after.parsed.source.bytes {
                    let (shapeBefore, shapeAfter) = (declShape(before.parsed), declShape(after.parsed))
                    if !isKeptIn(shapeBefore, shapeAfter) && !changesOneMethod(shapeBefore, shapeAfter) {
                        failures.append("fix '\(fix.title)' of \(d.rule) changes the declarations of \(before.path):\n\(String(decoding: after.parsed.source.bytes, as: UTF8.self))")
                    }
                }
                let again = analyze(fixed).diagnostics
                let key = { (x: Diagnostic) in x.rule + "\u{0}" + x.message }
                let countBefore = diagnostics.filter { key($0) == key(d) }.count
                let countAfter = again.filter { key($0) == key(d) }.count
                if countAfter >= countBefore {
                    failures.append("fix '\(fix.title)' does not remove '\(d.message)' [\(d.rule)]")
                }
                if fix.isPreferred && d.severity == .error {
                    let old = Set(diagnostics.map(key))
                    for n in again where n.severity == .error && !old.contains(key(n)) {
                        failures.append("preferred fix '\(fix.title)' of \(d.rule) introduces an error: \(n.message) [\(n.rule)]")
                    }
                }
            }
        }
    }

    /// Whether every declaration of `before` is in `after`, in order.
    /// `after` is `before` with one method removed or renamed, the rest
    /// as it was (SafeDI's fixes remove a duplicate `mock()` and rename a
    /// hand-written one).
    private func changesOneMethod(_ before: [String], _ after: [String]) -> Bool {
        let isMethod = { (shape: String) in shape.split(separator: " ").dropFirst().first == "func" }
        if after.count == before.count - 1 {
            return before.indices.contains { k in isMethod(before[k]) && Array(before[..<k] + before[(k + 1)...]) == after }
        }
        guard after.count == before.count else { return false }
        let differing = before.indices.filter { before[$0] != after[$0] }
        return differing.count == 1 && isMethod(before[differing[0]]) && isMethod(after[differing[0]])
    }

    private func isKeptIn(_ before: [String], _ after: [String]) -> Bool {
        var k = 0
        for d in after where k < before.count && d == before[k] { k += 1 }
        return k == before.count
    }

    /// `--fix` twice: the second round must not apply any fix of the first
    /// again (same rule, message and title: a fix that did not remove its
    /// finding, or re-offers itself); a fix that reveals a different finding
    /// (removing `@SkipInit` leaves an ungated method) may add a round, and
    /// the text must settle within four rounds.
    private mutating func checkIdempotence(_ files: [SourceFile]) {
        var current = files
        var applied: Set<String> = []
        for round in 1...4 {
            let (next, fixes) = fixAll(current)
            if fixes.isEmpty { return }
            for f in fixes where round > 1 && applied.contains(f) {
                failures.append("round \(round) of --fix applies again: \(f.replacingOccurrences(of: "\u{0}", with: " | "))\n\(next.map { String(decoding: $0.parsed.source.bytes, as: UTF8.self) }.joined(separator: "\n----\n"))")
                return
            }
            applied.formUnion(fixes)
            current = next
        }
        failures.append("--fix does not settle in four rounds")
    }

    /// One round: the preferred fix of every finding, skipping
    /// fixes that overlap one already taken. Returns the files and the
    /// `rule, message, title` of each fix applied.
    private func fixAll(_ files: [SourceFile]) -> ([SourceFile], [String]) {
        let diagnostics = analyze(files).diagnostics
        let taken = EditApplier.safeFixes(diagnostics).edits
        // the findings whose fix was taken
        var keys: [String] = []
        for d in diagnostics {
            guard let fix = d.fixes.first(where: \.isPreferred),
                  !fix.edits.isEmpty, fix.edits.allSatisfy({ taken.contains($0) }) else { continue }
            // by file: fixtures of several files may apply one fix in each of them
            keys.append(d.file + "\u{0}" + d.rule + "\u{0}" + d.message + "\u{0}" + fix.title)
        }
        return (apply(taken, to: files), keys)
    }

    private func apply(_ edits: [TextEdit], to files: [SourceFile]) -> [SourceFile] {
        files.map { f in
            let mine = edits.filter { $0.file == f.path }
            if mine.isEmpty { return f }
            return SourceFile(path: f.path, parsed: ParsedFile(source: SourceText(EditApplier.apply(mine, to: f.parsed.source.bytes))))
        }
    }
}
