import WiringSyntax

/// How libraries read the arguments of an attribute or a call, one way for
/// the facts, the macros' simulations and the anchors alike.
///
/// - **A repeated label**: `first(_:)` is the first argument with the
///   label (what a macro that looks an argument up by its label sees),
///   `last(_:)` the last (what a macro that keeps the last one it walks
///   past sees); `at(_:labeled:)` reads by position, as macros that require
///   an argument in a given place do.
/// - **Literals** are read from the argument's text: `string` decodes a
///   string literal of one segment — plain, raw (`#"…"#`) or multi-line
///   with one line, without interpolation — escapes included; `isString`
///   accepts any string literal; `bool`, `isNil`, `metatypeOperand`.
/// - **Elements** of an array literal (and the arguments of a generic
///   type) are split at top-level commas over tokens, so the same element
///   has the same index in a fact's text and in the file's text
///   (`elements(of:in:opening:)`, which anchors narrow with).
public enum ArgumentReader {
    /// The first argument with this label.
    public static func first(_ label: String, in arguments: [ArgumentFact]) -> ArgumentFact? {
        arguments.first { $0.label == label }
    }

    /// The last argument with this label.
    public static func last(_ label: String, in arguments: [ArgumentFact]) -> ArgumentFact? {
        arguments.last { $0.label == label }
    }

    /// The argument at position `k` when it has this label (nil: unlabeled).
    public static func at(_ k: Int, labeled label: String?, in arguments: [ArgumentFact]) -> ArgumentFact? {
        k < arguments.count && arguments[k].label == label ? arguments[k] : nil
    }

    // MARK: - Literals

    public static func bool(_ text: String) -> Bool? {
        switch text {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }

    public static func isNil(_ text: String) -> Bool { text == "nil" }

    /// A string literal (plain, raw or multi-line), interpolated or not.
    public static func isString(_ text: String) -> Bool { delimiters(text) != nil }

    /// The content of a string literal of one segment, decoded; nil for
    /// anything else (an interpolation, several lines, not a literal).
    public static func string(_ text: String) -> String? {
        guard let (pounds, multiline) = delimiters(text) else { return nil }
        let u = Array(text.utf8)
        let quotes = multiline ? 3 : 1
        var body = Array(u[(pounds + quotes)..<(u.count - pounds - quotes)])
        if multiline {
            // the content lines between the delimiters' lines: one segment is one line
            let lines = body.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            guard lines.count == 3, lines[0].allSatisfy(isBlank) else { return nil }
            body = Array(lines[1])
            // the closing delimiter's indentation is not content
            let indent = lines[2].count
            guard lines[2].allSatisfy(isBlank), body.count >= indent, body.prefix(indent).allSatisfy(isBlank) else { return nil }
            body = Array(body.dropFirst(indent))
        }
        return decode(body, pounds: pounds)
    }

    /// `X.self` → `X`; `(any P).self` → `any P` (`P` when `droppingAny`);
    /// nil when the text is not a `.self` expression.
    public static func metatypeOperand(_ text: String, droppingAny: Bool = false) -> String? {
        guard text.hasSuffix(".self") else { return nil }
        var t = String(text.dropLast(5))
        if t.hasPrefix("("), t.hasSuffix(")") {
            t = String(t.dropFirst().dropLast())
            if droppingAny && t.hasPrefix("any ") { t = String(t.dropFirst(4)) }
        }
        return t
    }

    private static func isBlank(_ b: UInt8) -> Bool { b == 32 || b == 9 || b == 13 }

    /// The number of `#` around a string literal and whether it is
    /// multi-line; nil when the text is not exactly one string literal.
    private static func delimiters(_ text: String) -> (pounds: Int, multiline: Bool)? {
        let source = SourceText(text)
        let tokens = source.tokens(from: 0, limit: source.count, max: 2)
        guard tokens.count == 1, tokens[0].kind == .string, tokens[0].range == 0..<source.count,
              tokens[0].flags & Token.unterminated == 0 else { return nil }
        let u = source.bytes
        var pounds = 0
        while pounds < u.count && u[pounds] == UInt8(ascii: "#") { pounds += 1 }
        func quotes(at k: Int, _ n: Int) -> Bool {
            k >= 0 && k + n <= u.count && u[k..<(k + n)].allSatisfy { $0 == UInt8(ascii: "\"") }
        }
        guard u.count >= 2 * pounds + 2, u.suffix(pounds).allSatisfy({ $0 == UInt8(ascii: "#") }) else { return nil }
        if quotes(at: pounds, 3) && u.count >= 2 * pounds + 6 && quotes(at: u.count - pounds - 3, 3) {
            return (pounds, true)
        }
        guard quotes(at: pounds, 1), quotes(at: u.count - pounds - 1, 1) else { return nil }
        return (pounds, false)
    }

    /// Escapes decoded (`\n`, `\t`, `\r`, `\0`, `\\`, `\"`, `\'`,
    /// `\u{…}`; in a raw literal each after its `#`s); nil when the
    /// content interpolates.
    private static func decode(_ body: [UInt8], pounds: Int) -> String? {
        var out: [UInt8] = []
        var i = 0
        while i < body.count {
            guard body[i] == UInt8(ascii: "\\"), i + pounds + 1 < body.count,
                  body[(i + 1)..<(i + 1 + pounds)].allSatisfy({ $0 == UInt8(ascii: "#") }) else {
                out.append(body[i])
                i += 1
                continue
            }
            let e = i + 1 + pounds
            switch body[e] {
            case UInt8(ascii: "("): return nil
            case UInt8(ascii: "n"): out.append(10)
            case UInt8(ascii: "t"): out.append(9)
            case UInt8(ascii: "r"): out.append(13)
            case UInt8(ascii: "0"): out.append(0)
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): out.append(body[e])
            case UInt8(ascii: "u"):
                guard e + 1 < body.count, body[e + 1] == UInt8(ascii: "{"),
                      let close = body[(e + 2)...].firstIndex(of: UInt8(ascii: "}")),
                      let value = UInt32(String(decoding: body[(e + 2)..<close], as: UTF8.self), radix: 16),
                      let scalar = Unicode.Scalar(value) else { return nil }
                out += Array(String(Character(scalar)).utf8)
                i = close + 1
                continue
            default: return nil
            }
            i = e + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: - Elements

    /// The elements of an array literal that is the whole text (`[a, b]`),
    /// as texts; nil when it is not one (`[a] + [b]`, a dictionary, a call).
    public static func arrayElements(_ text: String) -> [String]? {
        let source = SourceText(text)
        let tokens = source.tokens(from: 0, limit: source.count, max: 4096)
        guard let first = tokens.first, let last = tokens.last, first.kind == .lbracket, last.kind == .rbracket else {
            return nil
        }
        var depth = 0
        for (k, t) in tokens.enumerated() {
            switch t.kind {
            case .lbracket, .lparen, .lbrace: depth += 1
            case .rbracket, .rparen, .rbrace:
                depth -= 1
                // the first `[` closes before the end: `[a] + [b]`
                if depth == 0 && k != tokens.count - 1 { return nil }
            case .colon where depth == 1: return nil  // a dictionary literal
            default: break
            }
        }
        return elements(of: 0..<source.count, in: source, opening: .lbracket).map { source.text($0) }
    }

    /// The top-level comma-separated elements inside the first bracket
    /// (`opening: .lbracket`: `[`…`]`) or angle bracket (`.operator`:
    /// `<`…`>`) of `range`, as byte ranges of `text`; tokens before the
    /// opening are passed over (a generic type's name). An empty element is
    /// an empty range where it would be, except after a trailing comma.
    public static func elements(of range: Range<Int>, in text: SourceText, opening: TokenKind) -> [Range<Int>] {
        let tokens = text.tokens(from: range.lowerBound, limit: range.upperBound, max: 4096)
        var out: [Range<Int>] = []
        var depth = 0
        var start: Int? = nil
        var last: Int? = nil
        for t in tokens {
            // angle brackets lex as operators (`>>`, `>?` …): each `<`/`>` counts
            var opens = 0, closes = 0
            switch t.kind {
            case .lparen, .lbracket, .lbrace: opens = 1
            case .rparen, .rbracket, .rbrace: closes = 1
            case .operator:
                for b in text.bytes[t.range] {
                    if b == UInt8(ascii: "<") { opens += 1 } else if b == UInt8(ascii: ">") { closes += 1 } else { break }
                }
            default: break
            }
            if depth == 0 {
                let wanted = opening == .lbracket ? t.kind == .lbracket : (t.kind == .operator && opens > 0)
                if wanted { depth = 1 } else if opens > 0 { return out }
                continue
            }
            if depth == 1 && (closes > 0 || t.kind == .comma) {
                if let a = start, let b = last {
                    out.append(a..<b)
                } else if t.kind == .comma {
                    out.append(t.range.lowerBound..<t.range.lowerBound)
                }
                if closes > 0 { return out }
                start = nil
                last = nil
                continue
            }
            depth += opens - closes
            if start == nil { start = t.range.lowerBound }
            last = t.range.upperBound
        }
        return out
    }
}

extension AttributeFact {
    /// The first argument with this label (`ArgumentReader.first`).
    public func first(_ label: String) -> ArgumentFact? { ArgumentReader.first(label, in: arguments) }
    /// The last argument with this label (`ArgumentReader.last`).
    public func last(_ label: String) -> ArgumentFact? { ArgumentReader.last(label, in: arguments) }
    /// The argument at position `k` when it has this label.
    public func at(_ k: Int, labeled label: String?) -> ArgumentFact? { ArgumentReader.at(k, labeled: label, in: arguments) }
}
