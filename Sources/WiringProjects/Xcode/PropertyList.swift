/// An old-style (OpenStep) property list, as `project.pbxproj` is written:
/// dictionaries `{ key = value; }`, arrays `( a, b, )`, quoted strings with
/// escapes, unquoted words, `<hex data>`, and comments.
enum PropertyList: Equatable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])
    case data([UInt8])

    var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    var array: [PropertyList]? {
        if case .array(let a) = self { return a }
        return nil
    }

    var dictionary: [String: PropertyList]? {
        if case .dictionary(let d) = self { return d }
        return nil
    }

    subscript(_ key: String) -> PropertyList? { dictionary?[key] }

    struct SyntaxError: Error, Equatable {
        var offset: Int
        var message: String
    }

    static func parse(_ text: String) throws(SyntaxError) -> PropertyList {
        var p = Parser(bytes: Array(text.utf8))
        let value = try p.value()
        p.skipTrivia()
        guard p.k == p.bytes.count else { throw SyntaxError(offset: p.k, message: "text after the property list") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        var k = 0
        var depth = 0

        mutating func skipTrivia() {
            while k < bytes.count {
                let c = bytes[k]
                if c == 32 || c == 9 || c == 10 || c == 13 {
                    k += 1
                } else if c == UInt8(ascii: "/"), k + 1 < bytes.count, bytes[k + 1] == UInt8(ascii: "/") {
                    while k < bytes.count, bytes[k] != 10, bytes[k] != 13 { k += 1 }
                } else if c == UInt8(ascii: "/"), k + 1 < bytes.count, bytes[k + 1] == UInt8(ascii: "*") {
                    k += 2
                    while k + 1 < bytes.count, !(bytes[k] == UInt8(ascii: "*") && bytes[k + 1] == UInt8(ascii: "/")) { k += 1 }
                    k = min(bytes.count, k + 2)
                } else {
                    return
                }
            }
        }

        func error(_ message: String) -> SyntaxError { SyntaxError(offset: k, message: message) }

        mutating func expect(_ c: Character) throws(SyntaxError) {
            skipTrivia()
            guard k < bytes.count, bytes[k] == c.asciiValue! else { throw error("expected '\(c)'") }
            k += 1
        }

        mutating func value() throws(SyntaxError) -> PropertyList {
            skipTrivia()
            guard k < bytes.count else { throw error("unexpected end") }
            depth += 1
            defer { depth -= 1 }
            guard depth < 200 else { throw error("nested too deep") }
            switch bytes[k] {
            case UInt8(ascii: "{"):
                k += 1
                var d: [String: PropertyList] = [:]
                while true {
                    skipTrivia()
                    guard k < bytes.count else { throw error("unterminated dictionary") }
                    if bytes[k] == UInt8(ascii: "}") { k += 1; return .dictionary(d) }
                    let key = try word()
                    try expect("=")
                    d[key] = try value()
                    try expect(";")
                }
            case UInt8(ascii: "("):
                k += 1
                var a: [PropertyList] = []
                while true {
                    skipTrivia()
                    guard k < bytes.count else { throw error("unterminated array") }
                    if bytes[k] == UInt8(ascii: ")") { k += 1; return .array(a) }
                    a.append(try value())
                    skipTrivia()
                    if k < bytes.count, bytes[k] == UInt8(ascii: ",") { k += 1; continue }
                    skipTrivia()
                    guard k < bytes.count, bytes[k] == UInt8(ascii: ")") else { throw error("expected ',' or ')'") }
                }
            case UInt8(ascii: "<"):
                k += 1
                var data: [UInt8] = []
                var nibble: UInt8?
                while k < bytes.count, bytes[k] != UInt8(ascii: ">") {
                    let c = bytes[k]
                    k += 1
                    guard let v = Self.hex(c) else { continue }
                    if let high = nibble { data.append(high << 4 | v); nibble = nil } else { nibble = v }
                }
                guard k < bytes.count else { throw error("unterminated data") }
                k += 1
                return .data(data)
            default:
                return .string(try word())
            }
        }

        static func hex(_ c: UInt8) -> UInt8? {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
            default: return nil
            }
        }

        /// A quoted string (escapes decoded) or an unquoted word.
        mutating func word() throws(SyntaxError) -> String {
            skipTrivia()
            guard k < bytes.count else { throw error("unexpected end") }
            if bytes[k] == UInt8(ascii: "\"") || bytes[k] == UInt8(ascii: "'") {
                let quote = bytes[k]
                k += 1
                var out: [UInt8] = []
                while k < bytes.count, bytes[k] != quote {
                    if bytes[k] == UInt8(ascii: "\\"), k + 1 < bytes.count {
                        k += 1
                        switch bytes[k] {
                        case UInt8(ascii: "n"): out.append(10)
                        case UInt8(ascii: "t"): out.append(9)
                        case UInt8(ascii: "r"): out.append(13)
                        case UInt8(ascii: "U"), UInt8(ascii: "u"):
                            // \\Uxxxx
                            var v: UInt32 = 0
                            var n = 0
                            while n < 4, k + 1 < bytes.count, let h = Self.hex(bytes[k + 1]) {
                                v = v << 4 | UInt32(h)
                                k += 1
                                n += 1
                            }
                            out += Array(String(Character(Unicode.Scalar(v) ?? "?")).utf8)
                        default: out.append(bytes[k])
                        }
                        k += 1
                        continue
                    }
                    out.append(bytes[k])
                    k += 1
                }
                guard k < bytes.count else { throw error("unterminated string") }
                k += 1
                return String(decoding: out, as: UTF8.self)
            }
            let start = k
            while k < bytes.count, Self.isWordByte(bytes[k]) { k += 1 }
            guard k > start else { throw error("expected a value") }
            return String(decoding: bytes[start..<k], as: UTF8.self)
        }

        static func isWordByte(_ c: UInt8) -> Bool {
            switch c {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
                 UInt8(ascii: "."), UInt8(ascii: "-"):
                return true
            default:
                return c >= 0x80
            }
        }
    }
}
