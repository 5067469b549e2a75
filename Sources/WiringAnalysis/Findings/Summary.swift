import WiringSyntax

/// What a library says about one type as a whole, by identity: its figures
/// and its members' states (a library's units report them beside their
/// findings; `Localizer` turns them into `Summary`s). The values are the
/// library's own vocabulary, position-free; the core only stores, compares
/// and localizes them, and the library's `SummaryPresentation` shows them.
public struct SummaryFinding: Hashable, Sendable {
    public struct Member: Hashable, Sendable {
        public var name: String
        public var anchor: Anchor
        public var values: SummaryValues

        public init(name: String, anchor: Anchor, values: SummaryValues) {
            self.name = name
            self.anchor = anchor
            self.values = values
        }
    }

    /// The type's name as shown.
    public var subject: String
    /// Where its lens and hover are (the type's name).
    public var anchor: Anchor
    public var values: SummaryValues
    public var members: [Member]
    /// Places the summary mentions, each with a text (localized as the
    /// place's line).
    public var references: [RelatedFinding]

    public init(subject: String, anchor: Anchor, values: SummaryValues, members: [Member] = [],
                references: [RelatedFinding] = []) {
        self.subject = subject
        self.anchor = anchor
        self.values = values
        self.members = members
        self.references = references
    }

    /// Files other than the anchor's that the summary points into (repeats kept).
    func appendReferencedFiles(to out: inout [String]) {
        for m in members where m.anchor.file != anchor.file { out.append(m.anchor.file) }
        for r in references where r.anchor.file != anchor.file { out.append(r.anchor.file) }
    }
}

/// A `SummaryFinding` with the current positions: what the server shows as
/// a code lens and hover, and `wiring check` as a table or JSON (through
/// the library's `SummaryPresentation`).
public struct Summary: Hashable, Sendable {
    public struct Member: Hashable, Sendable {
        public var name: String
        public var file: String
        /// The member's name (its hover's range).
        public var range: Range<Int>
        public var values: SummaryValues

        public init(name: String, file: String, range: Range<Int>, values: SummaryValues) {
            self.name = name
            self.file = file
            self.range = range
            self.values = values
        }
    }

    /// A place the summary mentions: its file, 1-based line, and text.
    public struct Reference: Hashable, Sendable {
        public var file: String
        public var line: Int
        public var text: String

        public init(file: String, line: Int, text: String) {
            self.file = file
            self.line = line
            self.text = text
        }
    }

    /// The id of the library that reported it (which presentation shows it).
    public var library: String
    public var subject: String
    public var file: String
    /// The subject's name (the lens's and the hover's range).
    public var range: Range<Int>
    public var values: SummaryValues
    public var members: [Member]
    public var references: [Reference]

    public init(library: String, subject: String, file: String, range: Range<Int>, values: SummaryValues,
                members: [Member] = [], references: [Reference] = []) {
        self.library = library
        self.subject = subject
        self.file = file
        self.range = range
        self.values = values
        self.members = members
        self.references = references
    }
}

/// A summary's figures: named values in the order they were set, in the
/// reporting library's own vocabulary. Built in one go from a literal
/// (`["gated": .int(3), "isAuto": .bool(true)]`): units report thousands.
public struct SummaryValues: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    public enum Value: Hashable, Sendable {
        case int(Int), bool(Bool), text(String), texts([String])
    }

    /// Names and values: the literal's own array, kept as it is (a labelled
    /// tuple type would cost a cast of every element).
    public private(set) var entries: [(String, Value)]

    public init() { entries = [] }

    public init(dictionaryLiteral elements: (String, Value)...) { entries = elements }

    public subscript(_ name: String) -> Value? {
        get { entries.first { $0.0 == name }?.1 }
        set {
            if let k = entries.firstIndex(where: { $0.0 == name }) {
                if let newValue { entries[k].1 = newValue } else { entries.remove(at: k) }
            } else if let newValue {
                entries.append((name, newValue))
            }
        }
    }

    public static func == (a: SummaryValues, b: SummaryValues) -> Bool {
        a.entries.count == b.entries.count && zip(a.entries, b.entries).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    }

    public func hash(into h: inout Hasher) {
        h.combine(entries.count)
        for (name, value) in entries {
            h.combine(name)
            h.combine(value)
        }
    }

    public func int(_ name: String) -> Int { if case .int(let v)? = self[name] { return v } else { return 0 } }
    public func bool(_ name: String) -> Bool { if case .bool(let v)? = self[name] { return v } else { return false } }
    public func text(_ name: String) -> String { if case .text(let v)? = self[name] { return v } else { return "" } }
    public func texts(_ name: String) -> [String] { if case .texts(let v)? = self[name] { return v } else { return [] } }
}

/// How a library shows its summaries: in the editor (code lens, hover,
/// document symbols) and in `wiring check`'s reports, which offer them
/// under an option of their own (`--<option>`, and that key in JSON).
public protocol SummaryPresentation: Sendable {
    /// `wiring check --<option>`, and the JSON report's key.
    var option: String { get }
    /// The option's line in `wiring check --help`.
    var help: String { get }
    /// The code lens over the subject.
    func lens(_ summary: Summary) -> String
    /// Hover over the subject.
    func hover(_ summary: Summary, markdown: Bool) -> String
    /// Hover over a member.
    func hover(member: Summary.Member, of summary: Summary, markdown: Bool) -> String
    /// A few words in the subject's and a member's document symbol.
    func symbolDetail(_ summary: Summary) -> String
    func symbolDetail(member: Summary.Member) -> String
    /// The text report's section of every summary (sorted by file and
    /// position), with places shown as `place` says.
    func table(_ summaries: [Summary], _ place: SummaryPlaces) -> String
    /// One summary as the JSON report shows it (an object).
    func json(_ summary: Summary, into w: JSONText, _ place: SummaryPlaces)
}

/// How a report shows places: a path as the user reads it, and the line of
/// an offset in a file.
public struct SummaryPlaces {
    public var display: (String) -> String
    public var line: (String, Int) -> Int

    public init(display: @escaping (String) -> String, line: @escaping (String, Int) -> Int) {
        self.display = display
        self.line = line
    }
}
