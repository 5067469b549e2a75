import WiringSyntax

// What navigation answers are made of (`NavigationProvider`): plain values
// with byte ranges, which the server turns into LSP positions.

/// A place to show: a file, a byte range, and the text the range is in (to
/// turn it into lines and UTF-16 columns).
public struct DILocation: Sendable, Hashable {
    public var file: String
    public var range: Range<Int>
    public var source: SourceText

    public init(file: String, range: Range<Int>, source: SourceText) {
        self.file = file
        self.range = range
        self.source = source
    }

    public static func == (a: DILocation, b: DILocation) -> Bool { a.file == b.file && a.range == b.range }
    public func hash(into h: inout Hasher) {
        h.combine(file)
        h.combine(range.lowerBound)
        h.combine(range.upperBound)
    }
}

/// Hover text about a DI declaration, in Markdown (backticks for code).
public struct DIHover: Sendable {
    public var markdown: String
    public var range: Range<Int>

    public init(markdown: String, range: Range<Int>) {
        self.markdown = markdown
        self.range = range
    }

    /// The same text without Markdown marks.
    public var plainText: String { markdown.replacingAll("**", with: "").replacingAll("`", with: "") }
}

/// A code lens over a DI type's name.
public struct DILens: Sendable {
    public var range: Range<Int>
    public var title: String
    public var type: String

    public init(range: Range<Int>, title: String, type: String) {
        self.range = range
        self.title = title
        self.type = type
    }
}

/// A DI declaration for `workspace/symbol`.
public struct DISymbol: Sendable {
    public enum Kind: String, Sendable { case type, property }
    public var name: String
    public var kind: Kind
    /// The enclosing type of a property; what kind of declaration, for the list.
    public var container: String?
    public var detail: String
    public var location: DILocation

    public init(name: String, kind: Kind, container: String?, detail: String, location: DILocation) {
        self.name = name
        self.kind = kind
        self.container = container
        self.detail = detail
        self.location = location
    }
}
