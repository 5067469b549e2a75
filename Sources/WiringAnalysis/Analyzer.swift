import WiringSyntax

/// The analysis entry point: all facts of a workspace in, findings out.
/// A pure function of its input (no files, no SQLite, no LSP).
public enum Analyzer {
    public static func analyze(_ files: [SourceFile], configuration: Configuration = Configuration()) -> AnalysisResult {
        var raw: [Diagnostic] = []
        var coverage: [GateCoverage] = []
        // Initializable: nothing is built when no file mentions the library.
        let model = InitializableModel(files: files)
        if model.inUse {
            InitializableRules.check(model, into: &raw)
            coverage = model.coverage()
        }
        return AnalysisResult(diagnostics: finish(raw, files: files, configuration: configuration), coverage: coverage)
    }

    /// The start of the innermost declaration whose header (attributes
    /// through signature, not its body) holds `offset`.
    static func headerStart(of offset: Int, in decls: [Decl]) -> Int? {
        for d in decls where d.range.contains(offset) {
            if let body = d.body, offset >= body.lowerBound {
                return d.kind.isTypeLike ? headerStart(of: offset, in: d.members ?? []) : nil
            }
            return d.range.lowerBound
        }
        return nil
    }

    /// Configuration (rule off, severity override, excluded paths), then
    /// suppression comments, then a stable order without duplicates.
    static func finish(_ raw: [Diagnostic], files: [SourceFile], configuration: Configuration) -> [Diagnostic] {
        var byPath: [String: Int] = [:]
        for (i, f) in files.enumerated() { byPath[f.path] = i }
        var suppressions: [Int: Suppressions] = [:]
        var out: [Diagnostic] = []
        out.reserveCapacity(raw.count)
        for var d in raw {
            if let override = configuration.severities[d.rule] {
                guard let s = override else { continue }  // "off"
                d.severity = s
            }
            if !configuration.excludes.isEmpty && configuration.isExcluded(d.file) { continue }
            if let i = byPath[d.file] {
                let s: Suppressions
                if let cached = suppressions[i] { s = cached } else {
                    s = Suppressions(files[i].parsed.source)
                    suppressions[i] = s
                }
                if !s.isEmpty {
                    let source = files[i].parsed.source
                    if s.suppresses(rule: d.rule, line: source.line(of: d.range.lowerBound)) { continue }
                    // a directive above a declaration (its attributes) covers
                    // findings in its header: `// wiring:disable-next-line` then `@MainActor` then `func`
                    if let start = headerStart(of: d.range.lowerBound, in: files[i].parsed.outline.decls),
                       s.suppresses(rule: d.rule, line: source.line(of: start)) { continue }
                }
            }
            out.append(d)
        }
        out.sort { a, b in
            if a.file != b.file { return a.file < b.file }
            if a.range.lowerBound != b.range.lowerBound { return a.range.lowerBound < b.range.lowerBound }
            if a.rule != b.rule { return a.rule < b.rule }
            return a.message < b.message
        }
        var unique: [Diagnostic] = []
        unique.reserveCapacity(out.count)
        for d in out where unique.last != d { unique.append(d) }
        return unique
    }
}

public struct AnalysisResult: Sendable {
    /// Every finding, after configuration and suppression comments, sorted by
    /// file, offset, rule.
    public var diagnostics: [Diagnostic] = []
    /// Initialization-gate coverage of each gate type.
    public var coverage: [GateCoverage] = []

    public init(diagnostics: [Diagnostic] = [], coverage: [GateCoverage] = []) {
        self.diagnostics = diagnostics
        self.coverage = coverage
    }
}

/// Gate coverage of one Initializable / ThrowingInitializable type.
public struct GateCoverage: Sendable, Codable, Hashable {
    public enum State: String, Sendable, Codable {
        case gated, ungated, skipped, exempt, broken
    }

    public struct Member: Sendable, Codable, Hashable {
        /// `get(_:)`-style name.
        public var name: String
        public var file: String
        /// The member's name token (hover anchor).
        public var range: Range<Int>
        public var state: State
        public var isOpener: Bool
        /// Why it is in that state, one sentence for hover.
        public var reason: String

        public init(name: String, file: String, range: Range<Int>, state: State, isOpener: Bool, reason: String) {
            self.name = name
            self.file = file
            self.range = range
            self.state = state
            self.isOpener = isOpener
            self.reason = reason
        }
    }

    public var type: String
    public var file: String
    /// The type's name token (code lens anchor).
    public var range: Range<Int>
    public var isThrowing: Bool
    /// `@AutoAwaitInit` / `@AutoAwaitThrowingInit` on the primary declaration.
    public var isAuto: Bool
    public var gated: Int
    public var ungated: Int
    public var skipped: Int
    /// `setup()`-style names of the methods that call markInitialized()/markFailed(_:).
    public var openers: [String]
    public var members: [Member]
    /// Async methods on which the macros fail to compile (duplicates, static
    /// or typed-throws stamps, rejected auto macro, ...).
    public var broken: Int

    public init(type: String, file: String, range: Range<Int>, isThrowing: Bool, isAuto: Bool, gated: Int,
                ungated: Int, skipped: Int, openers: [String], members: [Member], broken: Int = 0) {
        self.type = type
        self.file = file
        self.range = range
        self.isThrowing = isThrowing
        self.isAuto = isAuto
        self.gated = gated
        self.ungated = ungated
        self.skipped = skipped
        self.openers = openers
        self.members = members
        self.broken = broken
    }

    /// Strict coverage: gated / (gated + ungated); 1 when nothing is async.
    public var ratio: Double { gated + ungated == 0 ? 1 : Double(gated) / Double(gated + ungated) }

    /// The code lens: `gate: 5/6 async methods wait · 1 skipped · opened by setup()`.
    public var summary: String {
        var parts = ["gate: \(gated)/\(gated + ungated) async method\(gated + ungated == 1 ? "" : "s") wait\(gated + ungated == 1 ? "s" : "")"]
        if skipped > 0 { parts.append("\(skipped) skipped") }
        if broken > 0 { parts.append("\(broken) broken") }
        if openers.isEmpty {
            parts.append("never opened")
        } else {
            let shown = openers.prefix(3).joined(separator: ", ")
            parts.append("opened by " + shown + (openers.count > 3 ? ", …" : ""))
        }
        return parts.joined(separator: " · ")
    }
}
