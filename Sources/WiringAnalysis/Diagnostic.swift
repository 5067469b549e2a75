import WiringSyntax

/// Findings and fixes are plain values. Ranges are UTF-8 byte offsets into
/// the file's text; the CLI turns them into line:column (UTF-8) and the
/// language server into UTF-16 positions, at the edges only.

public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
    case error, warning, information, hint

    private var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .information: return 2
        case .hint: return 3
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

public struct TextEdit: Sendable, Codable, Hashable {
    /// The file the edit applies to (a workspace path, as in `SourceFile.path`).
    public var file: String
    public var range: Range<Int>
    public var newText: String

    public init(file: String, range: Range<Int>, newText: String) {
        self.file = file
        self.range = range
        self.newText = newText
    }
}

public struct Fix: Sendable, Codable, Hashable {
    /// The title the editor shows; for parity rules, the library's own wording.
    public var title: String
    /// The one obvious fix of a diagnostic (LSP `isPreferred`).
    public var isPreferred: Bool
    public var edits: [TextEdit]

    public init(title: String, isPreferred: Bool = false, edits: [TextEdit]) {
        self.title = title
        self.isPreferred = isPreferred
        self.edits = edits
    }
}

public struct RelatedInformation: Sendable, Codable, Hashable {
    public var file: String
    public var range: Range<Int>
    public var message: String

    public init(file: String, range: Range<Int>, message: String) {
        self.file = file
        self.range = range
        self.message = message
    }
}

public struct Diagnostic: Sendable, Codable, Hashable {
    /// The rule id, `library/name`.
    public var rule: String
    public var severity: Severity
    public var message: String
    public var file: String
    /// The anchor: what the squiggle covers.
    public var range: Range<Int>
    public var related: [RelatedInformation]
    public var fixes: [Fix]
    /// What a baseline matches the finding by, beside its rule and file:
    /// the identity of the declaration it is anchored in and its message —
    /// not its line, so that it survives edits elsewhere in the file.
    public var fingerprint: UInt64
    /// Where `range` and then each related range start and end, as line and
    /// UTF-16 column (what a language server shows), in the texts
    /// localization read: four numbers a range. Empty when it had not every
    /// text (the edges then convert the offsets themselves).
    public var positions: [Int32] = []

    /// Whether `positions` holds every range's (else the edges convert offsets).
    public var carriesPositions: Bool { positions.count == 4 * (1 + related.count) }

    public init(rule: String, severity: Severity, message: String, file: String, range: Range<Int>,
                related: [RelatedInformation] = [], fixes: [Fix] = [], fingerprint: UInt64 = 0) {
        self.rule = rule
        self.fingerprint = fingerprint
        self.severity = severity
        self.message = message
        self.file = file
        self.range = range
        self.related = related
        self.fixes = fixes
    }

    /// The fingerprint of a finding of `rule` anchored in the declaration
    /// `decl` (a `DeclID` value, or any other stable identity of where it is).
    public static func fingerprint(rule: String, decl: UInt64, message: String) -> UInt64 {
        var h = StableHasher()
        h.combine(rule)
        h.combine(decl)
        h.combine(message)
        return h.value
    }

    /// The fingerprint as baselines write it: sixteen hex digits.
    public var fingerprintText: String {
        let hex = String(fingerprint, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// One file as the analysis sees it: its workspace path and its parse.
public struct SourceFile: Sendable {
    public var path: String
    public var parsed: ParsedFile

    public init(path: String, parsed: ParsedFile) {
        self.path = path
        self.parsed = parsed
    }

    public init(path: String, text: String) {
        self.init(path: path, parsed: ParsedFile(text))
    }
}
