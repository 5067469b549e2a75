/// Where a JSON text goes wrong, by line and column: Foundation's
/// `JSONSerialization` says only "around character N" or "unexpected end of
/// file" (even when the text goes wrong earlier), so the configuration's
/// messages come from this scan. Like Foundation's parsers (and so like the
/// server's), it accepts a comma after the last member or element.
public enum JSONSyntaxCheck {
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        /// 1-based; columns count UTF-8 bytes, as the CLI's do everywhere.
        public var line: Int
        public var column: Int
        public var message: String
        /// The text ends inside a value: cut short, most likely (`message`
        /// then says what is left open, or is empty).
        public var truncated: Bool

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

    /// The first problem of `bytes` as JSON, or nil when it is one valid
    /// JSON value (a leading UTF-8 byte-order mark allowed).
    public static func problem(in bytes: [UInt8]) -> Problem? {
        var scan = Scan(bytes: bytes)
        guard let (offset, message, truncated) = scan.document() else { return nil }
        let (line, column) = position(of: offset, in: bytes)
        return Problem(line: line, column: column, message: message, truncated: truncated)
    }

    /// 1-based line and column (in UTF-8 bytes) of a byte offset.
    static func position(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
        var line = 1, column = 1
        for b in bytes.prefix(offset) {
            if b == 0x0A { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }

    private struct Scan {
        let bytes: [UInt8]
        var i = 0
        /// The containers and strings open at `i`: (what, where it starts).
        var open: [(String, Int)] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        typealias Failure = (offset: Int, message: String, truncated: Bool)

        mutating func document() -> Failure? {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
            skipSpace()
            if i == bytes.count { return (i, "the text is empty; expected a JSON value", false) }
            if let f = value() { return f }
            skipSpace()
            if i < bytes.count { return (i, "unexpected \(found()) after the JSON value", false) }
            return nil
        }

        mutating func skipSpace() {
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
        }

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
            guard let (what, start) = open.last else { return (i, "", true) }
            let (l, c) = JSONSyntaxCheck.position(of: start, in: bytes)
            return (i, "before the \(what) opened at line \(l), column \(c) is closed", true)
        }

        func expected(_ what: String) -> Failure {
            i == bytes.count ? cut() : (i, "expected \(what), found \(found())", false)
        }

        mutating func value() -> Failure? {
            guard i < bytes.count else { return cut() }
            if open.count > 512 { return (i, "nested more than 512 levels deep", false) }
            switch bytes[i] {
            case UInt8(ascii: "{"): return object()
            case UInt8(ascii: "["): return array()
            case UInt8(ascii: "\""): return string()
            case UInt8(ascii: "t"): return literal("true")
            case UInt8(ascii: "f"): return literal("false")
            case UInt8(ascii: "n"): return literal("null")
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
            case UInt8(ascii: "'"): return (i, "strings take double quotes (\"), not single quotes", false)
            default: return expected("a value (an object, array, string, number, true, false or null)")
            }
        }

        mutating func object() -> Failure? {
            open.append(("object", i))
            i += 1
            skipSpace()
            if i < bytes.count && bytes[i] == UInt8(ascii: "}") { i += 1; open.removeLast(); return nil }
            while true {
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else {
                    if i < bytes.count && bytes[i] == UInt8(ascii: "}") { i += 1; open.removeLast(); return nil }
                    return expected("a key in double quotes")
                }
                if let f = string() { return f }
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return expected("':' after the key") }
                i += 1
                skipSpace()
                if let f = value() { return f }
                skipSpace()
                guard i < bytes.count else { return cut() }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "}") { i += 1; open.removeLast(); return nil }
                return expected("',' or '}' after a member")
            }
        }

        mutating func array() -> Failure? {
            open.append(("array", i))
            i += 1
            skipSpace()
            if i < bytes.count && bytes[i] == UInt8(ascii: "]") { i += 1; open.removeLast(); return nil }
            while true {
                skipSpace()
                if i < bytes.count && bytes[i] == UInt8(ascii: "]") { i += 1; open.removeLast(); return nil }
                if let f = value() { return f }
                skipSpace()
                guard i < bytes.count else { return cut() }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "]") { i += 1; open.removeLast(); return nil }
                return expected("',' or ']' after an element")
            }
        }

        mutating func string() -> Failure? {
            open.append(("string", i))
            i += 1
            while i < bytes.count {
                let b = bytes[i]
                if b == UInt8(ascii: "\"") { i += 1; open.removeLast(); return nil }
                if b < 0x20 {
                    return (i, b == 0x0A ? "a string runs to the end of the line (missing '\"'?)" : "control character in a string", false)
                }
                if b == UInt8(ascii: "\\") {
                    i += 1
                    guard i < bytes.count else { return cut() }
                    switch bytes[i] {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                         UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        i += 1
                    case UInt8(ascii: "u"):
                        i += 1
                        for _ in 0..<4 {
                            guard i < bytes.count else { return cut() }
                            guard isHex(bytes[i]) else { return (i, "expected 4 hexadecimal digits after \\u", false) }
                            i += 1
                        }
                    default:
                        return (i - 1, "unknown escape \\\(found().trimmingQuotes)", false)
                    }
                    continue
                }
                i += 1
            }
            return cut()
        }

        func isHex(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x66)
        }

        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

        mutating func number() -> Failure? {
            let start = i
            if bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard i < bytes.count else { return cut() }
            guard isDigit(bytes[i]) else { return expected("a digit") }
            if bytes[i] == UInt8(ascii: "0") {
                i += 1
                if i < bytes.count && isDigit(bytes[i]) { return (start, "a number may not start with 0", false) }
            } else {
                while i < bytes.count && isDigit(bytes[i]) { i += 1 }
            }
            if i < bytes.count && bytes[i] == UInt8(ascii: ".") {
                i += 1
                guard i < bytes.count else { return cut() }
                guard isDigit(bytes[i]) else { return expected("a digit after '.'") }
                while i < bytes.count && isDigit(bytes[i]) { i += 1 }
            }
            if i < bytes.count && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
                i += 1
                if i < bytes.count && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) { i += 1 }
                guard i < bytes.count else { return cut() }
                guard isDigit(bytes[i]) else { return expected("a digit in the exponent") }
                while i < bytes.count && isDigit(bytes[i]) { i += 1 }
            }
            return nil
        }

        mutating func literal(_ word: String) -> Failure? {
            let start = i
            for b in word.utf8 {
                guard i < bytes.count else { return cut() }
                guard bytes[i] == b else {
                    i = start
                    return (start, "expected a value (an object, array, string, number, true, false or null)", false)
                }
                i += 1
            }
            return nil
        }
    }
}

private extension String {
    /// `'x'` → `x`.
    var trimmingQuotes: String {
        hasPrefix("'") && hasSuffix("'") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
