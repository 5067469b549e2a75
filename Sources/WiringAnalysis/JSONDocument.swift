/// JSON text read strictly (RFC 8259: no comma after the last member or
/// element, no comments), each value with where it starts, so that the
/// configuration's messages can name a line and column. Foundation's
/// `JSONSerialization` says only "around character N", and accepts a
/// trailing comma without a word.
public enum JSONDocument {
    public indirect enum Value: Sendable, Equatable {
        case object([Member])
        case array([Node])
        case string(String)
        /// As written (`1`, `-2.5e3`).
        case number(String)
        case bool(Bool)
        case null
    }

    public struct Node: Sendable, Equatable {
        public var value: Value
        /// Byte offset of its first character; nil for a value that did not
        /// come from a text (the server's settings).
        public var offset: Int?

        public init(_ value: Value, offset: Int?) {
            self.value = value
            self.offset = offset
        }
    }

    public struct Member: Sendable, Equatable {
        public var key: String
        public var keyOffset: Int?
        public var value: Node

        public init(key: String, keyOffset: Int?, value: Node) {
            self.key = key
            self.keyOffset = keyOffset
            self.value = value
        }
    }

    /// Where something is in a text: 1-based line, 1-based column in UTF-8
    /// bytes (as the CLI's columns are everywhere), and the 0-based UTF-16
    /// column a language server client wants.
    public struct Location: Sendable, Equatable {
        public var line: Int
        public var column: Int
        public var utf16Character: Int

        public init(line: Int, column: Int, utf16Character: Int) {
            self.line = line
            self.column = column
            self.utf16Character = utf16Character
        }

        public init(offset: Int, in bytes: [UInt8]) {
            var lineStart = 0, line = 1
            for (i, b) in bytes.prefix(offset).enumerated() where b == 0x0A {
                line += 1
                lineStart = i + 1
            }
            let prefix = bytes[lineStart..<min(max(offset, lineStart), bytes.count)]
            self.init(line: line, column: prefix.count + 1,
                      utf16Character: String(decoding: prefix, as: UTF8.self).utf16.count)
        }
    }

    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        public var location: Location
        public var message: String
        /// The text ends inside a value: cut short, most likely (`message`
        /// then says what is left open, or is empty).
        public var truncated: Bool

        public var line: Int { location.line }
        public var column: Int { location.column }

        public var description: String {
            truncated ? "truncated JSON: the text ends at line \(line), column \(column)" + (message.isEmpty ? "" : ", " + message)
                : "invalid JSON at line \(line), column \(column): \(message)"
        }

        /// What is wrong, for after `file:line:column: `.
        public var explanation: String {
            truncated ? "truncated JSON: the text ends" + (message.isEmpty ? " inside a value" : " " + message)
                : "invalid JSON: \(message)"
        }
    }

    /// `bytes` as one JSON value (a leading UTF-8 byte-order mark allowed),
    /// or the first place where it is not one.
    public static func parse(_ bytes: [UInt8]) -> Result<Node, Problem> {
        var scan = Scan(bytes: bytes)
        switch scan.document() {
        case .success(let node): return .success(node)
        case .failure(let f): return .failure(Problem(location: Location(offset: f.offset, in: bytes), message: f.message,
                                                      truncated: f.truncated))
        }
    }

    /// The first problem of `bytes` as JSON, or nil when it is one valid value.
    public static func problem(in bytes: [UInt8]) -> Problem? {
        if case .failure(let p) = parse(bytes) { return p }
        return nil
    }

    private struct Failure: Error {
        var offset: Int
        var message: String
        var truncated = false
    }

    private struct Scan {
        let bytes: [UInt8]
        var i = 0
        /// The containers and strings open at `i`: (what, where it starts).
        var open: [(String, Int)] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func document() -> Result<Node, Failure> {
            do {
                if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
                skipSpace()
                if i == bytes.count { throw Failure(offset: i, message: "the text is empty; expected a JSON value") }
                let node = try value()
                skipSpace()
                if i < bytes.count { throw Failure(offset: i, message: "unexpected \(found()) after the JSON value") }
                return .success(node)
            } catch let f as Failure {
                return .failure(f)
            } catch {
                preconditionFailure("the scan throws only its failures")
            }
        }

        mutating func skipSpace() {
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
        }

        func at(_ c: Unicode.Scalar) -> Bool { i < bytes.count && bytes[i] == UInt8(ascii: c) }

        /// What is at `i`, for a message.
        func found() -> String {
            guard i < bytes.count else { return "end of text" }
            let b = bytes[i]
            if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
            if b == 0x0A || b == 0x0D { return "end of line" }
            if b < 0x80 { return "control character 0x\(String(b, radix: 16, uppercase: true))" }
            return "a non-ASCII character"
        }

        /// The end of the text inside something open: truncated.
        func cut() -> Failure {
            guard let (what, start) = open.last else { return Failure(offset: i, message: "", truncated: true) }
            let l = Location(offset: start, in: bytes)
            return Failure(offset: i, message: "before the \(what) opened at line \(l.line), column \(l.column) is closed",
                           truncated: true)
        }

        func expected(_ what: String) -> Failure {
            i == bytes.count ? cut() : Failure(offset: i, message: "expected \(what), found \(found())")
        }

        mutating func value() throws -> Node {
            guard i < bytes.count else { throw cut() }
            if open.count > 512 { throw Failure(offset: i, message: "nested more than 512 levels deep") }
            let start = i
            switch bytes[i] {
            case UInt8(ascii: "{"): return Node(.object(try object()), offset: start)
            case UInt8(ascii: "["): return Node(.array(try array()), offset: start)
            case UInt8(ascii: "\""): return Node(.string(try string()), offset: start)
            case UInt8(ascii: "t"): try literal("true"); return Node(.bool(true), offset: start)
            case UInt8(ascii: "f"): try literal("false"); return Node(.bool(false), offset: start)
            case UInt8(ascii: "n"): try literal("null"); return Node(.null, offset: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try number()
                return Node(.number(String(decoding: bytes[start..<i], as: UTF8.self)), offset: start)
            case UInt8(ascii: "'"): throw Failure(offset: i, message: "strings take double quotes (\"), not single quotes")
            default: throw expected("a value (an object, array, string, number, true, false or null)")
            }
        }

        mutating func object() throws -> [Member] {
            open.append(("object", i))
            i += 1
            skipSpace()
            var members: [Member] = []
            if at("}") { i += 1; open.removeLast(); return members }
            while true {
                skipSpace()
                guard at("\"") else { throw expected("a key in double quotes") }
                let keyOffset = i
                let key = try string()
                skipSpace()
                guard at(":") else { throw expected("':' after the key") }
                i += 1
                skipSpace()
                members.append(Member(key: key, keyOffset: keyOffset, value: try value()))
                skipSpace()
                guard i < bytes.count else { throw cut() }
                if at("}") { i += 1; open.removeLast(); return members }
                guard at(",") else { throw expected("',' or '}' after a member") }
                let comma = i
                i += 1
                skipSpace()
                if at("}") { throw Failure(offset: comma, message: "trailing comma after the last member (JSON allows none)") }
            }
        }

        mutating func array() throws -> [Node] {
            open.append(("array", i))
            i += 1
            skipSpace()
            var elements: [Node] = []
            if at("]") { i += 1; open.removeLast(); return elements }
            while true {
                skipSpace()
                elements.append(try value())
                skipSpace()
                guard i < bytes.count else { throw cut() }
                if at("]") { i += 1; open.removeLast(); return elements }
                guard at(",") else { throw expected("',' or ']' after an element") }
                let comma = i
                i += 1
                skipSpace()
                if at("]") { throw Failure(offset: comma, message: "trailing comma after the last element (JSON allows none)") }
            }
        }

        /// The string at `i` (its opening quote), unescaped.
        mutating func string() throws -> String {
            open.append(("string", i))
            i += 1
            var text: [UInt8] = []
            var pendingHighSurrogate: UInt16?
            while i < bytes.count {
                let b = bytes[i]
                if b == UInt8(ascii: "\"") {
                    i += 1
                    open.removeLast()
                    if pendingHighSurrogate != nil { text += [0xEF, 0xBF, 0xBD] }
                    return String(decoding: text, as: UTF8.self)
                }
                if b < 0x20 {
                    throw Failure(offset: i, message: b == 0x0A ? "a string runs to the end of the line (missing '\"'?)"
                                                                : "control character in a string")
                }
                guard b == UInt8(ascii: "\\") else {
                    if pendingHighSurrogate != nil { text += [0xEF, 0xBF, 0xBD]; pendingHighSurrogate = nil }
                    text.append(b)
                    i += 1
                    continue
                }
                i += 1
                guard i < bytes.count else { throw cut() }
                let escaped: UInt8
                switch bytes[i] {
                case UInt8(ascii: "\""): escaped = 0x22
                case UInt8(ascii: "\\"): escaped = 0x5C
                case UInt8(ascii: "/"): escaped = 0x2F
                case UInt8(ascii: "b"): escaped = 0x08
                case UInt8(ascii: "f"): escaped = 0x0C
                case UInt8(ascii: "n"): escaped = 0x0A
                case UInt8(ascii: "r"): escaped = 0x0D
                case UInt8(ascii: "t"): escaped = 0x09
                case UInt8(ascii: "u"):
                    i += 1
                    var unit: UInt16 = 0
                    for _ in 0..<4 {
                        guard i < bytes.count else { throw cut() }
                        guard let digit = hexValue(bytes[i]) else {
                            throw Failure(offset: i, message: "expected 4 hexadecimal digits after \\u")
                        }
                        unit = unit << 4 | UInt16(digit)
                        i += 1
                    }
                    // a surrogate pair is two escapes; a lone half becomes U+FFFD
                    if let high = pendingHighSurrogate {
                        pendingHighSurrogate = nil
                        if UTF16.isTrailSurrogate(unit) {
                            let scalar = 0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00)
                            text += Array(String(Character(Unicode.Scalar(scalar)!)).utf8)
                            continue
                        }
                        text += [0xEF, 0xBF, 0xBD]
                    }
                    if UTF16.isLeadSurrogate(unit) { pendingHighSurrogate = unit; continue }
                    text += Array(String(Character(Unicode.Scalar(unit) ?? "\u{FFFD}")).utf8)
                    continue
                default:
                    throw Failure(offset: i - 1, message: "unknown escape \\\(found().trimmingQuotes)")
                }
                if pendingHighSurrogate != nil { text += [0xEF, 0xBF, 0xBD]; pendingHighSurrogate = nil }
                text.append(escaped)
                i += 1
            }
            throw cut()
        }

        func hexValue(_ b: UInt8) -> UInt8? {
            switch b {
            case 0x30...0x39: return b - 0x30
            case 0x41...0x46: return b - 0x41 + 10
            case 0x61...0x66: return b - 0x61 + 10
            default: return nil
            }
        }

        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

        mutating func number() throws {
            let start = i
            if bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard i < bytes.count else { throw cut() }
            guard isDigit(bytes[i]) else { throw expected("a digit") }
            if bytes[i] == UInt8(ascii: "0") {
                i += 1
                if i < bytes.count && isDigit(bytes[i]) { throw Failure(offset: start, message: "a number may not start with 0") }
            } else {
                while i < bytes.count && isDigit(bytes[i]) { i += 1 }
            }
            if at(".") {
                i += 1
                guard i < bytes.count else { throw cut() }
                guard isDigit(bytes[i]) else { throw expected("a digit after '.'") }
                while i < bytes.count && isDigit(bytes[i]) { i += 1 }
            }
            if at("e") || at("E") {
                i += 1
                if at("+") || at("-") { i += 1 }
                guard i < bytes.count else { throw cut() }
                guard isDigit(bytes[i]) else { throw expected("a digit in the exponent") }
                while i < bytes.count && isDigit(bytes[i]) { i += 1 }
            }
        }

        mutating func literal(_ word: String) throws {
            let start = i
            for b in word.utf8 {
                guard i < bytes.count else { throw cut() }
                guard bytes[i] == b else {
                    i = start
                    throw Failure(offset: start, message: "expected a value (an object, array, string, number, true, false or null)")
                }
                i += 1
            }
        }
    }
}

extension JSONDocument.Node {
    /// A value written as Swift literals (`["rules": ["x": "off"]]`),
    /// without offsets; an object's members sorted by key.
    public init(literal value: Any) {
        switch value {
        case let s as String: self.init(.string(s), offset: nil)
        case let a as [Any]: self.init(.array(a.map { JSONDocument.Node(literal: $0) }), offset: nil)
        case let o as [String: Any]:
            self.init(.object(o.keys.sorted().map {
                JSONDocument.Member(key: $0, keyOffset: nil, value: JSONDocument.Node(literal: o[$0]!))
            }), offset: nil)
        case let b as Bool: self.init(.bool(b), offset: nil)
        case let i as Int: self.init(.number(String(i)), offset: nil)
        case let d as Double: self.init(.number(String(d)), offset: nil)
        case let o as Any? where o == nil: self.init(.null, offset: nil)
        default: self.init(.string("\(value)"), offset: nil)
        }
    }

    /// What the value is, for a message: `the number 1`, `an array`.
    public var described: String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string(let s): return "the string \"\(s.count > 40 ? s.prefix(40) + "…" : s)\""
        case .number(let n): return "the number \(n)"
        case .bool(let b): return "the boolean \(b)"
        case .null: return "null"
        }
    }
}

private extension String {
    /// `'x'` → `x`.
    var trimmingQuotes: String {
        hasPrefix("'") && hasSuffix("'") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
