import WiringSyntax

/// The analysis of a set of files from scratch: what `wiring check
/// --no-cache` computes, and what the tests compare the incremental
/// analysis with. A pure function of the files' texts and the configuration.
public enum Analyzer {
    public static func analyze(_ files: [SourceFile], configuration: Configuration = Configuration()) -> AnalysisResult {
        var texts: [String: SourceText] = [:]
        var changes: [AnalysisWorkspace.FileChange] = []
        for f in files {
            texts[f.path] = f.parsed.source
            let (facts, anchors) = FactExtractor.extract(f.parsed)
            changes.append(.set(path: f.path, facts: facts, anchors: anchors))
        }
        let workspace = AnalysisWorkspace(configuration: configuration) { texts[$0] }
        workspace.update(changes)
        return workspace.result
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
    /// When nothing known opens the gate but some opener's receiver could
    /// not be resolved: those calls (the first three in the workspace), as
    /// "`x.markInitialized()` at File.swift:12", for hover. Not part of the
    /// JSON output.
    public var unresolvedOpeners: [String] = []

    enum CodingKeys: String, CodingKey {
        case type, file, range, isThrowing, isAuto, gated, ungated, skipped, openers, members, broken
    }

    public init(type: String, file: String, range: Range<Int>, isThrowing: Bool, isAuto: Bool, gated: Int,
                ungated: Int, skipped: Int, openers: [String], members: [Member], broken: Int = 0,
                unresolvedOpeners: [String] = []) {
        self.unresolvedOpeners = unresolvedOpeners
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
