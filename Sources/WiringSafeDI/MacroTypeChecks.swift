import WiringAnalysis

/// The few questions SafeDI's macros ask about a type, answered from a
/// type's text (`DeclFact.typeText`, `ParamFact.typeText`, a string
/// literal's content, an attribute argument).
///
/// The macros read types as their canonical `TypeDescription` (research
/// §3.4): `X?` is optional but `Optional<X>` is not, `(X)` is `X`, a
/// composition is unordered, `Void` equals `()`. `MacroType` is the small
/// part of that model the macro rules need, kept in this one file so it
/// can be swapped for the full type model later.
indirect enum MacroType: Hashable, Sendable {
    case void(tupleSpelling: Bool)
    case simple(name: String, generics: [MacroType])
    case nested(name: String, parent: MacroType, generics: [MacroType])
    /// Elements sorted by their source text: `A & B` equals `B & A`.
    case composition([MacroType])
    case optional(MacroType)
    case implicitlyUnwrapped(MacroType)
    case some(MacroType)
    case any(MacroType)
    case metatype(MacroType, isType: Bool)
    case attributed(MacroType, specifiers: [String], attributes: [String])
    case array(MacroType)
    case dictionary(key: MacroType, value: MacroType)
    case tuple([TupleElement])
    case closure(arguments: [MacroType], isAsync: Bool, throws: Bool, result: MacroType)
    case unknown(String)

    struct TupleElement: Hashable, Sendable {
        var label: String?
        var type: MacroType
    }

    /// `Void` and `()` are one type whatever the spelling.
    static func == (a: MacroType, b: MacroType) -> Bool {
        switch (a, b) {
        case (.void, .void): return true
        case let (.simple(n1, g1), .simple(n2, g2)): return n1 == n2 && g1 == g2
        case let (.nested(n1, p1, g1), .nested(n2, p2, g2)): return n1 == n2 && p1 == p2 && g1 == g2
        case let (.composition(x), .composition(y)): return x == y
        case let (.optional(x), .optional(y)), let (.implicitlyUnwrapped(x), .implicitlyUnwrapped(y)),
             let (.some(x), .some(y)), let (.any(x), .any(y)), let (.array(x), .array(y)):
            return x == y
        case let (.metatype(x, t1), .metatype(y, t2)): return x == y && t1 == t2
        case let (.attributed(x, s1, a1), .attributed(y, s2, a2)): return x == y && s1 == s2 && a1 == a2
        case let (.dictionary(k1, v1), .dictionary(k2, v2)): return k1 == k2 && v1 == v2
        case let (.tuple(x), .tuple(y)): return x == y
        case let (.closure(a1, s1, t1, r1), .closure(a2, s2, t2, r2)): return a1 == a2 && s1 == s2 && t1 == t2 && r1 == r2
        case let (.unknown(x), .unknown(y)): return x == y
        default: return false
        }
    }

    func hash(into h: inout Hasher) { h.combine(asSource == "()" ? "Void" : asSource) }

    // MARK: Questions

    /// Spelled with `?` (what `onlyIfAvailable: true` requires).
    var isOptional: Bool { if case .optional = self { return true } else { return false } }

    /// The unqualified Instantiator kind, through `?` and `!`.
    var instantiatorKind: String? {
        switch self {
        case .simple(let name, _):
            return ["Instantiator", "SendableInstantiator", "ErasedInstantiator", "SendableErasedInstantiator"]
                .contains(name) ? name : nil
        case .optional(let t), .implicitlyUnwrapped(let t): return t.instantiatorKind
        default: return nil
        }
    }

    /// `Instantiator<…>` / `SendableInstantiator<…>`.
    var isInstantiator: Bool { instantiatorKind == "Instantiator" || instantiatorKind == "SendableInstantiator" }
    /// `ErasedInstantiator<…>` / `SendableErasedInstantiator<…>`.
    var isErasedInstantiator: Bool {
        instantiatorKind == "ErasedInstantiator" || instantiatorKind == "SendableErasedInstantiator"
    }

    /// A name or a dotted path, generic arguments allowed (what
    /// `fulfilledByType:` must spell).
    var isSimpleOrNested: Bool {
        switch self {
        case .simple, .nested: return true
        default: return false
        }
    }

    var strippingGenerics: MacroType {
        switch self {
        case .simple(let n, _): return .simple(name: n, generics: [])
        case .nested(let n, let p, _): return .nested(name: n, parent: p, generics: [])
        default: return self
        }
    }

    /// As a function parameter: a closure is `@escaping` there.
    var asFunctionParameter: MacroType {
        switch self {
        case .closure: return .attributed(self, specifiers: [], attributes: ["escaping"])
        case .attributed(let base, let specifiers, let attributes):
            if case .closure = base, !attributes.contains("escaping") {
                return .attributed(base, specifiers: specifiers, attributes: ["escaping"] + attributes)
            }
            return self
        default: return self
        }
    }

    /// Whether a parameter of type `parameter` takes a dependency of this
    /// type: the same type, where an attributed parameter type must say
    /// `@escaping` and may add attributes (`@escaping @Sendable () -> Void`
    /// takes `() -> Void`).
    func acceptsAsParameter(_ parameter: MacroType) -> Bool {
        guard case .attributed(let base, let specifiers, let attributes) = parameter else { return self == parameter }
        guard attributes.contains("escaping") else { return self == parameter }
        if case .attributed(let ownBase, let ownSpecifiers, let ownAttributes) = self {
            return ownBase == base && ownSpecifiers == specifiers && ownAttributes.allSatisfy(attributes.contains)
        }
        return self == base && specifiers.isEmpty
    }

    /// SafeDI's canonical text (`asSource`): `A<B, C>`, `any P`, `[K: V]`,
    /// `(A) async throws -> R`, `(any P)?`.
    var asSource: String {
        switch self {
        case .void(let tuple): return tuple ? "()" : "Void"
        case .simple(let n, let g): return g.isEmpty ? n : "\(n)<\(g.map(\.asSource).joined(separator: ", "))>"
        case .nested(let n, let p, let g):
            return "\(p.asSource).\(n)" + (g.isEmpty ? "" : "<\(g.map(\.asSource).joined(separator: ", "))>")
        case .composition(let ts): return ts.map(\.asSource).joined(separator: " & ")
        case .optional(let t): return t.wrappedIfAmbiguous + "?"
        case .implicitlyUnwrapped(let t): return t.wrappedIfAmbiguous + "!"
        case .some(let t): return "some " + t.wrappedIfAmbiguous
        case .any(let t): return "any " + t.wrappedIfAmbiguous
        case .metatype(let t, let isType): return t.wrappedIfAmbiguous + (isType ? ".Type" : ".Protocol")
        case .attributed(let t, let specifiers, let attributes):
            return (specifiers + attributes.map { "@" + $0 } + [t.asSource]).joined(separator: " ")
        case .array(let t): return "[\(t.asSource)]"
        case .dictionary(let k, let v): return "[\(k.asSource): \(v.asSource)]"
        case .tuple(let es):
            return "(" + es.map { ($0.label.map { $0 + ": " } ?? "") + $0.type.asSource }.joined(separator: ", ") + ")"
        case .closure(let args, let isAsync, let doesThrow, let result):
            return "(\(args.map(\.asSource).joined(separator: ", ")))" + (isAsync ? " async" : "")
                + (doesThrow ? " throws" : "") + " -> " + result.asSource
        case .unknown(let text): return text
        }
    }

    /// Types whose text has blanks are parenthesized inside `?`, `!`, `any`, …
    private var wrappedIfAmbiguous: String {
        switch self {
        case .composition, .some, .any, .attributed, .closure: return "(" + asSource + ")"
        default: return asSource
        }
    }

    /// The text with `?` after it, parenthesized when it has blanks: how
    /// Wiring marks a type optional (`any P` → `(any P)?`).
    static func optionalSpelling(of text: String) -> String {
        let t = MacroType(text)
        if case .implicitlyUnwrapped(let inner) = t { return inner.wrappedIfAmbiguous + "?" }
        if case .simple("Optional", let g) = t, g.count == 1 { return g[0].wrappedIfAmbiguous + "?" }
        switch t {
        case .composition, .some, .any, .attributed, .closure: return "(" + text + ")?"
        default: return text + "?"
        }
    }

    // MARK: Reading text

    /// Parses a type's text; anything it cannot read whole is `.unknown`.
    init(_ text: String) {
        var p = TypeTextParser(text)
        if let t = p.type(), p.atEnd { self = t } else { self = .unknown(text) }
    }

    /// A type expression as an attribute argument holds it (`X.self`,
    /// `X?.self`, `Optional<X>.self`, `(any P).self`), as SafeDI reads it;
    /// `.unknown` for what is no type (a string, a call, a number).
    init(expression text: String) {
        var t = text
        if t.hasSuffix(".self") { t.removeLast(5) }
        guard let first = t.unicodeScalars.first,
              first == "(" || first == "[" || first == "_" || first == "`" || first == "@"
                || first.properties.isAlphabetic else {
            self = .unknown(text)
            return
        }
        var parsed = MacroType(t)
        if case .simple("Optional", let g) = parsed, g.count == 1 { parsed = .optional(g[0]) }
        self = parsed
    }
}

/// A recursive-descent reader of type text over characters (`>>` closes
/// two generic clauses); every loop consumes input, so it always ends.
private struct TypeTextParser {
    private let chars: [Byte]
    private var i = 0
    private var depth = 0

    init(_ text: String) { chars = text.utf8.map(Byte.init) }

    var atEnd: Bool {
        var k = i
        while k < chars.count, chars[k] == " " { k += 1 }
        return k == chars.count
    }

    private mutating func skipBlanks() { while i < chars.count, chars[i] == " " || chars[i] == "\n" || chars[i] == "\t" { i += 1 } }

    private mutating func peek() -> Byte? {
        skipBlanks()
        return i < chars.count ? chars[i] : nil
    }

    private mutating func eat(_ c: Byte) -> Bool {
        guard peek() == c else { return false }
        i += 1
        return true
    }

    private mutating func eatArrow() -> Bool {
        guard peek() == "-", i + 1 < chars.count, chars[i + 1] == ">" else { return false }
        i += 2
        return true
    }

    /// A letter, digit, `_` or `$`; any byte of a non-ASCII character
    /// (names may use them).
    private static func isWordCharacter(_ c: Byte) -> Bool {
        let a = c.value
        return (a >= 97 && a <= 122) || (a >= 65 && a <= 90) || (a >= 48 && a <= 57) || a == 95 || a == 36 || a >= 0x80
    }

    private func text(_ r: Range<Int>) -> String { String(decoding: chars[r].map(\.value), as: UTF8.self) }

    private mutating func word() -> String? {
        guard let c = peek() else { return nil }
        if c == "`" {
            var k = i + 1
            while k < chars.count, chars[k] != "`" { k += 1 }
            guard k < chars.count else { return nil }
            let w = text((i + 1)..<k)
            i = k + 1
            return w
        }
        guard Self.isWordCharacter(c) else { return nil }
        var k = i
        while k < chars.count, Self.isWordCharacter(chars[k]) { k += 1 }
        let w = text(i..<k)
        i = k
        return w
    }

    private mutating func peekWord() -> String? {
        let save = i
        defer { i = save }
        return word()
    }

    mutating func type() -> MacroType? {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64 else { return nil }
        var specifiers: [String] = []
        var attributes: [String] = []
        while true {
            if let w = peekWord(), ["inout", "borrowing", "consuming", "sending", "__owned", "__shared", "isolated"].contains(w) {
                _ = word()
                specifiers.append(w)
            } else if eat("@") {
                guard let name = word() else { return nil }
                attributes.append(name)
                // the attributes that take arguments; `@escaping(…) -> T` is a closure's
                if ["convention", "differentiable", "isolated"].contains(name), peek() == "(" { skipGroup() }
            } else {
                break
            }
        }
        guard let base = composition() else { return nil }
        if specifiers.isEmpty && attributes.isEmpty { return base }
        return .attributed(base, specifiers: specifiers, attributes: attributes)
    }

    private mutating func skipGroup() {
        var level = 0
        while i < chars.count {
            if chars[i] == "(" { level += 1 }
            if chars[i] == ")" { level -= 1; if level == 0 { i += 1; return } }
            i += 1
        }
    }

    private mutating func composition() -> MacroType? {
        guard let first = postfix() else { return nil }
        var parts = [first]
        while eat("&") {
            guard let next = postfix() else { return nil }
            parts.append(next)
        }
        return parts.count == 1 ? first : .composition(parts.sorted { $0.asSource < $1.asSource })
    }

    private mutating func postfix() -> MacroType? {
        guard var t = primary() else { return nil }
        while true {
            // `?`/`!` bind only when written right after the type
            if i < chars.count, chars[i] == "?" { i += 1; t = .optional(t); continue }
            if i < chars.count, chars[i] == "!" { i += 1; t = .implicitlyUnwrapped(t); continue }
            if peek() == ".", i + 1 < chars.count, chars[i + 1] != "." {
                i += 1
                guard let name = word() else { return nil }
                if name == "Type" || name == "Protocol" { t = .metatype(t, isType: name == "Type"); continue }
                t = .nested(name: name, parent: t, generics: genericArguments() ?? [])
                continue
            }
            return t
        }
    }

    private mutating func genericArguments() -> [MacroType]? {
        guard i < chars.count, chars[i] == "<" else { return nil }
        i += 1
        var out: [MacroType] = []
        if eat(">") { return out }
        while true {
            guard let t = type() else { return nil }
            out.append(t)
            if eat(",") { continue }
            guard eat(">") else { return nil }
            return out
        }
    }

    private mutating func primary() -> MacroType? {
        guard let c = peek() else { return nil }
        if c == "(" { return parenthesized() }
        if c == "[" {
            i += 1
            guard let first = type() else { return nil }
            if eat(":") {
                guard let value = type(), eat("]") else { return nil }
                return .dictionary(key: first, value: value)
            }
            guard eat("]") else { return nil }
            return .array(first)
        }
        guard let name = word() else { return nil }
        if name == "some" || name == "any", peek().map({ $0 == "(" || $0 == "_" || $0 == "`" || $0.isLetter }) == true {
            guard let inner = composition() else { return nil }
            return name == "some" ? .some(inner) : .any(inner)
        }
        let generics = genericArguments()
        if name == "Void" && generics == nil { return .void(tupleSpelling: false) }
        return .simple(name: name, generics: generics ?? [])
    }

    /// `( … )`: a tuple, a parenthesized type, `()`, or a closure's arguments.
    private mutating func parenthesized() -> MacroType? {
        i += 1
        var elements: [MacroType.TupleElement] = []
        if !eat(")") {
            while true {
                var label: String? = nil
                let save = i
                if let w = word(), peek() == ":" {
                    i += 1
                    label = w
                } else if let w = word(), let w2 = word(), peek() == ":" {
                    // `_ name: T` in a closure's arguments
                    i += 1
                    label = w2 == "_" ? w : w2
                } else {
                    i = save
                }
                guard let t = type() else { return nil }
                elements.append(.init(label: label, type: t))
                if eat(",") { continue }
                guard eat(")") else { return nil }
                break
            }
        }
        // effects and `->` make it a closure
        let save = i
        var isAsync = false, doesThrow = false
        if peekWord() == "async" { _ = word(); isAsync = true }
        if let w = peekWord(), w == "throws" || w == "rethrows" {
            _ = word()
            doesThrow = true
            if peek() == "(" { skipGroup() }
        }
        if eatArrow() {
            guard let result = type() else { return nil }
            return .closure(arguments: elements.map(\.type), isAsync: isAsync, throws: doesThrow, result: result)
        }
        i = save
        if elements.isEmpty { return .void(tupleSpelling: true) }
        if elements.count == 1, elements[0].label == nil { return elements[0].type }
        return .tuple(elements)
    }
}

/// What SafeDI's macros accept as literals in attribute arguments, from an
/// argument's compact text.
enum MacroLiteral {
    static func isBool(_ text: String) -> Bool { text == "true" || text == "false" }

    static func isNil(_ text: String) -> Bool { text == "nil" }

    /// A string literal (plain, raw or multi-line), interpolated or not.
    static func isString(_ text: String) -> Bool {
        var t = Substring(text)
        while t.first == "#" && t.last == "#" && t.count >= 2 { t = t.dropFirst().dropLast() }
        return t.count >= 2 && t.first == "\"" && t.last == "\""
    }

    /// A string literal with one segment (no interpolation): its content.
    static func singleSegmentContent(_ text: String) -> String? {
        guard isString(text) else { return nil }
        var t = Substring(text)
        var pounds = 0
        while t.first == "#" && t.last == "#" { t = t.dropFirst().dropLast(); pounds += 1 }
        let interpolation = "\\" + String(repeating: "#", count: pounds) + "("
        if t.hasPrefix("\"\"\"") && t.hasSuffix("\"\"\"") && t.count >= 6 {
            t = t.dropFirst(3).dropLast(3)
            let lines = t.split(separator: "\n", omittingEmptySubsequences: false)
            guard lines.count <= 3 else { return nil }  // one content line: one segment
            t = lines.count == 3 ? lines[1] : t
        } else {
            t = t.dropFirst().dropLast()
        }
        if t.contains(interpolation) { return nil }
        return String(t).trimmingBlanks()
    }

    /// A whole array literal `[…]` (not `[…] + […]`, not a dictionary):
    /// its elements' texts; nil otherwise.
    static func arrayElements(_ text: String) -> [String]? {
        let chars = Array(text)
        guard chars.first == "[", chars.last == "]" else { return nil }
        var elements: [String] = []
        var depth = 0, start = 1, inString = false
        var k = 0
        while k < chars.count {
            let c = chars[k]
            if inString {
                if c == "\\" { k += 2; continue }
                if c == "\"" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if c == "[" || c == "(" || c == "{" || c == "<" {
                depth += 1
            } else if c == "]" || c == ")" || c == "}" || (c == ">" && !(k > 0 && chars[k - 1] == "-")) {
                depth -= 1
                // the first `[` closes before the end: `[a] + [b]`
                if depth == 0 && k != chars.count - 1 { return nil }
            } else if depth == 1 && c == ":" {
                return nil  // a dictionary literal
            } else if depth == 1 && c == "," {
                elements.append(String(chars[start..<k]))
                start = k + 1
            }
            k += 1
        }
        let last = String(chars[start..<(chars.count - 1)])
        if !last.isEmpty { elements.append(last) }
        return elements
    }
}

private extension String {
    func trimmingBlanks() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
        return String(s)
    }
}

/// One byte of type text, comparable with character literals (`c == "<"`).
private struct Byte: Equatable, ExpressibleByUnicodeScalarLiteral {
    let value: UInt8

    init(_ value: UInt8) { self.value = value }
    init(unicodeScalarLiteral scalar: Unicode.Scalar) { value = UInt8(truncatingIfNeeded: scalar.value) }

    /// An ASCII letter, or a byte of a non-ASCII character.
    var isLetter: Bool { (value >= 97 && value <= 122) || (value >= 65 && value <= 90) || value >= 0x80 }
}
