import WiringSyntax

/// What a closure's header says: `{ a, b in … }`, `{ (r: Context, id: Int) -> T in … }`,
/// `{ [weak self] _ in … }`. Libraries whose calls take factories (a container's
/// registrations) count their parameters with it.
public enum ClosureHeader {
    /// What comes before a closure's statements: its capture list (tokens
    /// joined by spaces: `weak self`), the text of its parameters and
    /// effects up to `in`, and where its statements start. Without `in`,
    /// the statements start right after `{`.
    public struct Header: Equatable, Sendable {
        public var hasIn: Bool
        public var captures: String?
        public var parameters: String
        public var bodyStart: Int
    }

    /// The header of the closure whose `{` is at `open`, read up to `limit`:
    /// `in` ends it, and any statement keyword or expression token means
    /// there is none (`{ for x in xs … }` has no header).
    public static func header(_ source: SourceText, open: Int, limit: Int) -> Header {
        var none = Header(hasIn: false, captures: nil, parameters: "", bodyStart: open + 1)
        let hi = Swift.min(limit, source.count)
        guard open + 1 < hi, open + 1 >= 0 else { return none }
        // streamed, at most 64 tokens: most headers are decided by their first few
        return source.bytes.withUnsafeBufferPointer { all -> Header in
            var lexer = Lexer(UnsafeBufferPointer(rebasing: all[0..<hi]), from: open + 1)
            var read = 0
            func next() -> Token? {
                guard read < 64 else { return nil }
                let t = lexer.next()
                if t.kind == .endOfFile {
                    read = 64
                    return nil
                }
                read += 1
                return t
            }
            var depth = 0
            var parametersStart = open + 1
            while let t = next() {
                switch t.kind {
                case .lbracket where read == 1:
                    var text: [String] = []
                    var close: Token? = nil
                    while let u = next() {
                        if u.kind == .rbracket {
                            close = u
                            break
                        }
                        text.append(source.text(u))
                    }
                    none.captures = text.joined(separator: " ")
                    parametersStart = close.map { Int($0.end) } ?? limit
                    continue
                case .lparen, .lbracket:
                    depth += 1
                case .rparen, .rbracket:
                    depth -= 1
                    if depth < 0 { return none }
                case .identifier:
                    guard depth == 0 else { break }
                    switch t.keyword {
                    case .in:
                        return Header(hasIn: true, captures: none.captures, parameters: source.text(parametersStart..<Int(t.start)),
                                      bodyStart: Int(t.end))
                    case .none, .async, .throws, .wildcard, .inout, .some, .any:
                        break
                    default:
                        return none
                    }
                case .comma, .colon, .arrow, .period, .at, .postfixQuestion, .postfixExclaim, .ellipsis:
                    break
                case .operator:
                    // `<`, `>` of a generic type in a parameter's annotation
                    if depth == 0 && !(source.bytesEqual(t.range, "<") || source.bytesEqual(t.range, ">")
                                       || source.bytesEqual(t.range, ">>")) { return none }
                default:
                    if depth == 0 { return none }
                }
            }
            return none
        }
    }

    /// The number of parameters of the closure `{ a, b in … }` in `range`;
    /// nil when it has none written and uses `$n` (then the highest `$n` + 1).
    public static func parameterCount(_ source: SourceText, _ range: Range<Int>) -> Int? {
        guard let open = openingBrace(source, range) else { return nil }
        let h = header(source, open: open, limit: range.upperBound)
        guard h.hasIn else {
            // `$0`, `$1`: the highest used
            let bytes = source.bytes
            var highest = -1
            var k = open + 1
            while k + 1 < range.upperBound {
                if bytes[k] == UInt8(ascii: "$"), bytes[k + 1] >= UInt8(ascii: "0"), bytes[k + 1] <= UInt8(ascii: "9") {
                    highest = max(highest, Int(bytes[k + 1] - UInt8(ascii: "0")))
                }
                k += 1
            }
            return highest >= 0 ? highest + 1 : 0
        }
        return entries(of: h).count
    }

    /// The parameters the closure in `range` writes before `in`, each as
    /// written (`r`, `id: Int`); nil when it writes none (`{ $0 … }`).
    public static func parameters(_ source: SourceText, _ range: Range<Int>) -> [String]? {
        guard let open = openingBrace(source, range) else { return nil }
        let h = header(source, open: open, limit: range.upperBound)
        return h.hasIn ? entries(of: h) : nil
    }

    private static func openingBrace(_ source: SourceText, _ range: Range<Int>) -> Int? {
        let bytes = source.bytes
        var i = range.lowerBound
        while i < range.upperBound, bytes[i] != UInt8(ascii: "{") { i += 1 }
        return i < range.upperBound ? i : nil
    }

    /// The header's parameter list, without parentheses, return type and
    /// effects, split at its top-level commas.
    private static func entries(of h: Header) -> [String] {
        var header = h.parameters.trimmingWhitespace
        // a return type, effects
        if let arrow = header.firstRange(ofText: "->") { header = String(header[..<arrow.lowerBound]).trimmingWhitespace }
        for effect in ["throws", "async"] where header.hasSuffix(" " + effect) || header == effect {
            header = String(header.dropLast(effect.count)).trimmingWhitespace
        }
        if header.hasPrefix("("), header.hasSuffix(")") { header = String(header.dropFirst().dropLast()) }
        if header.trimmingWhitespace.isEmpty { return [] }
        var out: [String] = []
        var current = ""
        var level = 0
        for ch in header {
            switch ch {
            case "(", "[", "<": level += 1
            case ")", "]", ">": level -= 1
            case "," where level == 0:
                out.append(current.trimmingWhitespace)
                current = ""
                continue
            default: break
            }
            current.append(ch)
        }
        out.append(current.trimmingWhitespace)
        return out
    }

    public static func isWordByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_") || b >= 0x80
    }
}
