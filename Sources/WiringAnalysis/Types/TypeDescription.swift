/// A type as written, parsed into its structure: the one type model of the
/// analysis.
///
/// It keeps what was written, so that a library can compare types as its
/// tool does — structurally: `[Int]` and `Array<Int>` differ, `X?` and
/// `Optional<X>` too, and so do `any P` and `P`, or `Mod.X` and `X` —, and
/// render them as its messages quote them (`asSource`). What differs only
/// in spelling is equal:
///
/// - `Void` and `()` (`VoidSpelling` only remembers the spelling for
///   `asSource`);
/// - a parenthesized single type and that type: `(X)` is `X`, and so is
///   the labeled `(a: X)`;
/// - a composition and any reordering of it, repeated parts once (`A & B`
///   is `B & A` and `A & B & A`);
/// - whitespace never matters, since only tokens are read.
///
/// What cannot be parsed becomes `.unknown(text:)`, compared by its text.
/// A library's own notions (what a property of a type builds, which types
/// one of its parameters accepts, …) are its functions over this model.
public indirect enum TypeDescription: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// `Void` or `()`.
    case void(VoidSpelling)
    /// A name with optional generic arguments: `Int`, `Array<Int>`.
    case simple(name: String, generics: [TypeDescription])
    /// A member type: `Swift.Array<Int>`, `Outer<Int>.Inner`.
    case nested(name: String, parent: TypeDescription, generics: [TypeDescription])
    /// `A & B`, equal to any reordering.
    case composition(Composition)
    /// `X?` (not `Optional<X>`, which is `.simple`).
    case optional(TypeDescription)
    /// `X!`.
    case implicitlyUnwrappedOptional(TypeDescription)
    /// `some P`.
    case some(TypeDescription)
    /// `any P`.
    case any(TypeDescription)
    /// `X.Type` (`isType`) or `X.Protocol`.
    case metatype(TypeDescription, isType: Bool)
    /// Specifiers and attributes before a type: `inout Int`,
    /// `@escaping @Sendable () -> Void`. Both lists keep the written order,
    /// and the order counts for equality.
    case attributed(TypeDescription, specifiers: [String], attributes: [String])
    /// `[X]`.
    case array(element: TypeDescription)
    /// `[K: V]`.
    case dictionary(key: TypeDescription, value: TypeDescription)
    /// `(Int, label: String)`: two or more elements.
    case tuple([TupleElement])
    /// `(A, B) async throws -> R`. Parameter labels are not kept.
    case closure(arguments: [TypeDescription], isAsync: Bool, doesThrow: Bool, returnType: TypeDescription)
    /// Text that is none of the above (or does not parse), trimmed.
    case unknown(text: String)

    public static func simple(name: String) -> TypeDescription { .simple(name: name, generics: []) }
    public static func nested(name: String, parent: TypeDescription) -> TypeDescription {
        .nested(name: name, parent: parent, generics: [])
    }

    /// How `Void` was written. All spellings are equal and hash alike: the
    /// spelling only matters to `asSource`.
    public enum VoidSpelling: Sendable, Hashable {
        /// `Void`
        case identifier
        /// `()`
        case tuple

        public static func == (_: VoidSpelling, _: VoidSpelling) -> Bool { true }
        public func hash(into _: inout Hasher) {}
    }

    /// The parts of `A & B`, in written order for `asSource`, compared as a
    /// set (so `A & B & A` equals `A & B`).
    public struct Composition: Hashable, Sendable, ExpressibleByArrayLiteral {
        public let types: [TypeDescription]

        public init(_ types: [TypeDescription]) { self.types = types }
        public init(arrayLiteral elements: TypeDescription...) { self.init(elements) }

        public static func == (lhs: Composition, rhs: Composition) -> Bool { Set(lhs.types) == Set(rhs.types) }
        public func hash(into hasher: inout Hasher) { hasher.combine(Set(types)) }
    }

    public struct TupleElement: Hashable, Sendable {
        /// The element's name (`(_ a: Int)` is named `a`), if any.
        public let label: String?
        public let type: TypeDescription

        public init(label: String? = nil, _ type: TypeDescription) {
            self.label = label
            self.type = type
        }
    }

    public static func < (lhs: TypeDescription, rhs: TypeDescription) -> Bool { lhs.asSource < rhs.asSource }
    public var description: String { asSource }
}

// MARK: - Rendering

extension TypeDescription {
    /// The canonical rendering, the one tools' messages quote:
    /// `A<B, C>`, `A.B`, `X?`, `any P`, `(A & B)?`, `[K: V]`,
    /// `(A) async throws -> R`, `@escaping @Sendable () -> Void`.
    public var asSource: String {
        switch self {
        case let .void(spelling):
            // `VoidSpelling`'s `==` is always true, so match the case.
            if case .identifier = spelling { return "Void" }
            return "()"
        case let .simple(name, generics):
            return name + Self.genericsSource(generics)
        case let .nested(name, parent, generics):
            return parent.asSource + "." + name + Self.genericsSource(generics)
        case let .composition(composition):
            return composition.types.map(\.asSource).joined(separator: " & ")
        case let .optional(wrapped):
            return wrapped.unambiguousSource + "?"
        case let .implicitlyUnwrappedOptional(wrapped):
            return wrapped.unambiguousSource + "!"
        case let .some(constraint):
            return "some " + constraint.unambiguousSource
        case let .any(constraint):
            return "any " + constraint.unambiguousSource
        case let .metatype(base, isType):
            return base.unambiguousSource + (isType ? ".Type" : ".Protocol")
        case let .attributed(base, specifiers, attributes):
            // Specifiers first: that is the only order swift-syntax reads as
            // one attributed type, and the order tools print.
            let prefix = specifiers + attributes.map { "@" + $0 }
            return (prefix + [base.asSource]).joined(separator: " ")
        case let .array(element):
            return "[" + element.asSource + "]"
        case let .dictionary(key, value):
            return "[" + key.asSource + ": " + value.asSource + "]"
        case let .tuple(elements):
            return "(" + elements.map { e in e.label.map { $0 + ": " + e.type.asSource } ?? e.type.asSource }
                .joined(separator: ", ") + ")"
        case let .closure(arguments, isAsync, doesThrow, returnType):
            return "(" + arguments.map(\.asSource).joined(separator: ", ") + ")"
                + (isAsync ? " async" : "") + (doesThrow ? " throws" : "") + " -> " + returnType.asSource
        case let .unknown(text):
            return text
        }
    }

    private static func genericsSource(_ generics: [TypeDescription]) -> String {
        generics.isEmpty ? "" : "<" + generics.map(\.asSource).joined(separator: ", ") + ">"
    }

    /// Types whose rendering contains spaces are parenthesized where a
    /// postfix or prefix would otherwise bind to a part of them
    /// (`(A & B)?`, `(any P).Type`, `some (A & B)`).
    private var unambiguousSource: String {
        switch self {
        case .composition, .some, .any, .attributed, .closure: return "(" + asSource + ")"
        default: return asSource
        }
    }
}

// MARK: - Structure

extension TypeDescription {
    /// The type without its own generic arguments (`Container<Int>` →
    /// `Container`, `Outer<A>.Inner<B>` → `Outer<A>.Inner`). Other kinds
    /// are unchanged.
    public func strippingGenerics() -> TypeDescription {
        switch self {
        case let .simple(name, _): return .simple(name: name, generics: [])
        case let .nested(name, parent, _): return .nested(name: name, parent: parent, generics: [])
        default: return self
        }
    }

    /// The type a member type is declared in (`Outer.Inner` → `Outer`);
    /// nil for anything but a member type.
    public var enclosingType: TypeDescription? {
        if case let .nested(_, parent, _) = self { return parent }
        return nil
    }

    /// `X?` (not `X!` nor `Optional<X>`, which are spelled otherwise).
    public var isOptional: Bool { if case .optional = self { return true } else { return false } }

    /// `X` for `X?`, else the type itself.
    public var unwrapped: TypeDescription { if case .optional(let t) = self { return t } else { return self } }
}

// MARK: - Parsing

extension TypeDescription {
    /// Parses type text: either a type annotation as written (preferred:
    /// spaces keep keywords apart) or Wiring's compact text, the same
    /// tokens without whitespace (`[String:Int]?`, `(A)asyncthrows->R`).
    ///
    /// Compact text glues keywords to names, so a name that starts with
    /// `any`, `some` or a specifier (`inout`, `borrowing`, `consuming`,
    /// `sending`, `isolated`, …) followed by an uppercase letter is read as
    /// the keyword and a type: `anyP` is `any P`, `inoutInt` is `inout Int`
    /// (a type really named `someURL` would be misread; Swift type names
    /// rarely start in lowercase). Likewise a name made only of `async`,
    /// `throws` and `rethrows` after a parameter list is its effects, and a
    /// closure's `(…)` after an attribute is its parameter list unless the
    /// attribute takes arguments (`@convention(c)`, `@isolated(any)`).
    /// Compact text also loses the space in `(_ a: Int)`, so a tuple label
    /// written after `_` reads as `_a`.
    ///
    /// Text that does not parse whole becomes `.unknown(text:)`.
    public init(parsing text: String) {
        // most type text is one plain name (`Int`, `NetworkService`): read it
        // without tokenizing (libraries parse every property's type)
        if let name = TypeTextParser.plainName(text) {
            self = .simple(name: name)
            return
        }
        if let known = ParsedTypes.shared.lookup(text) {
            self = known
            return
        }
        var parser = TypeTextParser(text)
        self = parser.parseWhole() ?? .unknown(text: text.trimmingWhitespace)
        ParsedTypes.shared.store(text, self)
    }
}

/// Type texts already parsed, shared by every thread: a workspace writes
/// the same few hundred types (`Instantiator<Service>`, `(any Store)?`)
/// thousands of times, and a parse costs twenty lookups. Emptied when it
/// holds too many (a long session meets types that are gone).
private final class ParsedTypes: @unchecked Sendable {
    static let shared = ParsedTypes()
    private let lock = Lock()
    private var table: [String: TypeDescription] = [:]
    private static let capacity = 1 << 14

    func lookup(_ text: String) -> TypeDescription? { lock.withLock { table[text] } }

    func store(_ text: String, _ type: TypeDescription) {
        lock.withLock {
            if table.count >= Self.capacity { table.removeAll(keepingCapacity: true) }
            table[text] = type
        }
    }
}

/// A recursive-descent reader of type text following swift-syntax's type
/// grammar as far as the model's structure needs it.
private struct TypeTextParser {
    private enum Token: Equatable {
        case name(String)
        case symbol(String)
    }

    private struct Failure: Error {}

    private var tokens: [Token]
    /// False when the text holds something no type contains.
    private let isLexed: Bool
    private var i = 0

    private static let specifierKeywords = ["inout", "borrowing", "consuming", "sending", "__owned", "__shared", "isolated", "_const"]
    private static let opaqueKeywords = ["some", "any"]
    private static let effectKeywords = ["async", "throws", "rethrows"]
    /// Type attributes written with an argument clause; others' `(` starts
    /// the closure's parameters (compact text has no space to tell them
    /// apart). Only the name is kept: `@convention(c)` is `convention`.
    private static let attributesWithArguments: Set<String> = [
        "convention", "isolated", "differentiable", "_opaqueReturnTypeOf", "lifetime", "_lifetime",
    ]

    init(_ text: String) {
        let lexed = Self.lex(text)
        tokens = lexed ?? []
        isLexed = lexed != nil
    }

    /// `text` when it is a single ASCII identifier starting in upper case,
    /// which the grammar reads as a plain `.simple` name (`Void` aside): no
    /// keyword (`class`, or one compact text glued to a type, `anyP`) starts
    /// in upper case.
    static func plainName(_ text: String) -> String? {
        // a bit per ASCII byte, a shift and a test each: `$` and the digits
        // below 64; the letters and `_` from 64 (bit `c - 64`)
        let below64: UInt64 = 1 << 36 | 0x3ff << 48
        let from64: UInt64 = 0x7fffffe | 1 << 31 | 0x7fffffe << 32
        let isPlain = text.utf8.withContiguousStorageIfAvailable { b -> Bool in
            guard let first = b.first, first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return false }
            return b.allSatisfy { c in
                c < 64 ? (below64 >> UInt64(c)) & 1 != 0 : c < 128 && (from64 >> UInt64(c - 64)) & 1 != 0
            }
        }
        return isPlain == true && (text.utf8.count != 4 || text != "Void") ? text : nil
    }

    mutating func parseWhole() -> TypeDescription? {
        // A class restriction (`protocol P: class`) is `AnyObject`.
        if tokens == [.name("class")] { return .simple(name: "AnyObject") }
        guard isLexed, !tokens.isEmpty, let type = try? parseType(), i == tokens.count else { return nil }
        return type
    }

    // MARK: Lexing

    /// Names (backticks kept, as swift-syntax's token text keeps them) and
    /// punctuation; nil for anything a type cannot contain (digits, `~`,
    /// operators), so that such text stays unknown.
    private static func lex(_ text: String) -> [Token]? {
        let b = Array(text.utf8)
        var out: [Token] = []
        var p = 0
        func isNameByte(_ c: UInt8) -> Bool {
            c >= 0x80 || c == UInt8(ascii: "_") || c == UInt8(ascii: "$")
                || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
                || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
        }
        func at(_ q: Int, _ c: Character) -> Bool { q < b.count && b[q] == c.asciiValue! }
        while p < b.count {
            let c = b[p]
            switch c {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                p += 1
            case UInt8(ascii: "/") where at(p + 1, "/"):
                while p < b.count && !at(p, "\n") { p += 1 }
            case UInt8(ascii: "/") where at(p + 1, "*"):
                p += 2
                while p < b.count && !(at(p, "*") && at(p + 1, "/")) { p += 1 }
                guard p < b.count else { return nil }
                p += 2
            case UInt8(ascii: "`"):
                guard let close = b[(p + 1)...].firstIndex(of: UInt8(ascii: "`")) else { return nil }
                out.append(.name(String(decoding: b[p...close], as: UTF8.self)))
                p = close + 1
            case UInt8(ascii: "-") where at(p + 1, ">"):
                out.append(.symbol("->"))
                p += 2
            case UInt8(ascii: ".") where at(p + 1, ".") && at(p + 2, "."):
                out.append(.symbol("..."))
                p += 3
            case UInt8(ascii: "."), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "("), UInt8(ascii: ")"),
                 UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "?"),
                 UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "@"):
                out.append(.symbol(String(UnicodeScalar(c))))
                p += 1
            default:
                guard isNameByte(c), !(c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) else { return nil }
                var q = p
                while q < b.count && isNameByte(b[q]) { q += 1 }
                out.append(.name(String(decoding: b[p..<q], as: UTF8.self)))
                p = q
            }
        }
        return out
    }

    // MARK: Token access

    private var current: Token? { token(at: i) }
    private func token(at j: Int) -> Token? { j < tokens.count ? tokens[j] : nil }
    private func at(_ symbol: String) -> Bool { current == .symbol(symbol) }

    private mutating func take(_ symbol: String) -> Bool {
        guard at(symbol) else { return false }
        i += 1
        return true
    }

    private mutating func expect(_ symbol: String) throws {
        guard take(symbol) else { throw Failure() }
    }

    /// Skips a balanced `( … )` whose content the model does not keep.
    private mutating func skipParenthesized() throws {
        try expect("(")
        var depth = 1
        while depth > 0 {
            guard let t = current else { throw Failure() }
            if t == .symbol("(") { depth += 1 } else if t == .symbol(")") { depth -= 1 }
            i += 1
        }
    }

    /// Takes one of `keywords` at the current name: the whole name when a
    /// type follows it, or its start when compact text glued it to the
    /// type's name (the rest then stays as the current name).
    private mutating func takeKeyword(_ keywords: [String]) -> String? {
        guard case let .name(word)? = current else { return nil }
        // no keyword starts in upper case, as most type names do
        if let first = word.utf8.first, first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") { return nil }
        if keywords.contains(word) {
            guard let next = token(at: i + 1), Self.startsType(next) else { return nil }
            i += 1
            return word
        }
        for keyword in keywords where word.hasPrefix(keyword) {
            let rest = word.dropFirst(keyword.count)
            if Self.startsGluedType(rest) {
                tokens[i] = .name(String(rest))
                return keyword
            }
        }
        return nil
    }

    private static func startsType(_ token: Token) -> Bool {
        switch token {
        case .name: return true
        case let .symbol(s): return s == "(" || s == "[" || s == "@"
        }
    }

    /// Whether what follows a keyword glued in compact text begins a type:
    /// an uppercase name, or another keyword glued to one (`inoutanyP`).
    private static func startsGluedType(_ rest: Substring) -> Bool {
        guard let first = rest.first else { return false }
        if first.isUppercase { return true }
        return (specifierKeywords + opaqueKeywords).contains { rest.hasPrefix($0) && startsGluedType(rest.dropFirst($0.count)) }
    }

    /// `async`, `throws`, `rethrows`, or several glued (`asyncthrows`).
    private static func effectWords(_ word: String) -> [String]? {
        var rest = Substring(word)
        var words: [String] = []
        while !rest.isEmpty {
            guard let effect = effectKeywords.first(where: { rest.hasPrefix($0) }) else { return nil }
            words.append(effect)
            rest = rest.dropFirst(effect.count)
        }
        return words
    }

    // MARK: Grammar

    /// specifiers, attributes, then a simple type or composition, possibly
    /// the parameter list of a function type.
    private mutating func parseType() throws -> TypeDescription {
        var specifiers: [String] = []
        while let specifier = takeKeyword(Self.specifierKeywords) { specifiers.append(specifier) }
        var attributes: [String] = []
        var isAttributed = !specifiers.isEmpty
        while at("@") {
            isAttributed = true
            if let name = try parseAttribute() { attributes.append(name) }
        }
        // swift-syntax keeps specifiers written after attributes apart, and
        // the model does not keep them.
        while takeKeyword(Self.specifierKeywords) != nil {}

        var (type, parameters) = try parseSimpleOrComposition()
        let effects = try parseEffects()
        if effects != nil || at("->") {
            // Only a parenthesized list, as written, is a parameter list.
            guard let parameters else { throw Failure() }
            try expect("->")
            let returnType = try parseType()
            type = .closure(arguments: parameters.map(\.type), isAsync: effects?.isAsync ?? false,
                            doesThrow: effects?.doesThrow ?? false, returnType: returnType)
        }
        return isAttributed ? .attributed(type, specifiers: specifiers, attributes: attributes) : type
    }

    /// `@name`, with an argument clause for the attributes that take one.
    /// Nil for a qualified name (`@Mod.Actor`): the model keeps only
    /// attributes named by a plain identifier.
    private mutating func parseAttribute() throws -> String? {
        try expect("@")
        guard case let .name(name)? = current else { throw Failure() }
        i += 1
        var isQualified = false
        while at("."), case .name? = token(at: i + 1) {
            i += 2
            isQualified = true
        }
        if at("("), Self.attributesWithArguments.contains(name) { try skipParenthesized() }
        return isQualified ? nil : name
    }

    /// A function type's effects; nil when there are none. A typed throw's
    /// error type is skipped: the model only records that the closure throws.
    private mutating func parseEffects() throws -> (isAsync: Bool, doesThrow: Bool)? {
        var found = false, isAsync = false, doesThrow = false
        while case let .name(word)? = current, let words = Self.effectWords(word) {
            i += 1
            found = true
            for w in words {
                if w == "async" { isAsync = true } else { doesThrow = true }
            }
            if words.last != "async", at("(") { try skipParenthesized() }
        }
        return found ? (isAsync, doesThrow) : nil
    }

    /// `some`/`any`, then `A` or `A & B & …`. Also returns the elements of
    /// a bare parenthesized list, which a following `->` makes parameters.
    private mutating func parseSimpleOrComposition() throws -> (TypeDescription, [TypeDescription.TupleElement]?) {
        let opaque = takeKeyword(Self.opaqueKeywords)
        var (type, parameters) = try parseSimpleType()
        if at("&") {
            var parts = [type]
            while take("&") { parts.append(try parseSimpleType().type) }
            type = .composition(TypeDescription.Composition(parts))
            parameters = nil
        }
        switch opaque {
        case "some": return (.some(type), nil)
        case "any": return (.any(type), nil)
        default: return (type, parameters)
        }
    }

    /// A name, `( … )`, `[X]` or `[K: V]`, then member types, `.Type`,
    /// `.Protocol`, `?` and `!`.
    private mutating func parseSimpleType() throws -> (type: TypeDescription, parameters: [TypeDescription.TupleElement]?) {
        var type: TypeDescription
        var parameters: [TypeDescription.TupleElement]?
        switch current {
        case let .name(name)?:
            i += 1
            let generics = try parseGenericArguments()
            // Only the bare identifier is `Void`: `Swift.Void` stays a member type.
            type = name == "Void" && generics.isEmpty ? .void(.identifier) : .simple(name: name, generics: generics)
        case .symbol("(")?:
            let elements = try parseTupleElements()
            switch elements.count {
            case 0: type = .void(.tuple)
            // A parenthesized type is that type, even with a label.
            case 1: type = elements[0].type
            default: type = .tuple(elements)
            }
            parameters = elements
        case .symbol("[")?:
            i += 1
            let element = try parseType()
            if take(":") {
                let value = try parseType()
                try expect("]")
                type = .dictionary(key: element, value: value)
            } else {
                try expect("]")
                type = .array(element: element)
            }
        default:
            throw Failure()
        }
        while true {
            if at("."), case let .name(member)? = token(at: i + 1) {
                i += 2
                switch member {
                case "Type": type = .metatype(type, isType: true)
                case "Protocol": type = .metatype(type, isType: false)
                default: type = .nested(name: member, parent: type, generics: try parseGenericArguments())
                }
            } else if take("?") {
                type = .optional(type)
            } else if take("!") {
                type = .implicitlyUnwrappedOptional(type)
            } else {
                break
            }
            parameters = nil
        }
        return (type, parameters)
    }

    private mutating func parseGenericArguments() throws -> [TypeDescription] {
        guard take("<") else { return [] }
        var arguments = [try parseType()]
        while take(",") { arguments.append(try parseType()) }
        try expect(">")
        return arguments
    }

    /// `( … )`: elements `T`, `label: T` or `_ label: T`; a variadic `T...`
    /// counts as `T`: only the element's type is kept.
    private mutating func parseTupleElements() throws -> [TypeDescription.TupleElement] {
        try expect("(")
        var elements: [TypeDescription.TupleElement] = []
        while !take(")") {
            if !elements.isEmpty {
                try expect(",")
                if take(")") { break }
            }
            var label: String?
            if case let .name(first)? = current {
                if token(at: i + 1) == .symbol(":") {
                    label = first
                    i += 2
                } else if case let .name(second)? = token(at: i + 1), token(at: i + 2) == .symbol(":") {
                    label = second
                    i += 3
                }
            }
            let type = try parseType()
            _ = take("...")
            elements.append(TypeDescription.TupleElement(label: label, type))
        }
        return elements
    }
}
