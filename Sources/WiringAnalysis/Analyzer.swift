import WiringSyntax

/// The analysis entry point: all facts of a workspace in, findings out.
/// A pure function of its input (no files, no SQLite, no LSP).
public enum Analyzer {
    public static func analyze(_ files: [SourceFile], configuration: Configuration = Configuration()) -> AnalysisResult {
        // Filled in by the rules; see Initializable/.
        AnalysisResult()
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

    public init(type: String, file: String, range: Range<Int>, isThrowing: Bool, isAuto: Bool, gated: Int,
                ungated: Int, skipped: Int, openers: [String], members: [Member]) {
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
    }
}
