import WiringAnalysis

/// Any JSON value, for the few places where LSP says `LSPAny`: a diagnostic's
/// `data`, `initializationOptions`, `settings`, and the results of requests
/// the server sends to the client.
enum JSONValue: Sendable, Hashable, Codable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() {
            self = .null
        } else if let b = try? c.decode(Bool.self) {
            self = .bool(b)
        } else if let i = try? c.decode(Int.self) {
            self = .int(i)
        } else if let d = try? c.decode(Double.self) {
            self = .double(d)
        } else if let s = try? c.decode(String.self) {
            self = .string(s)
        } else if let a = try? c.decode([JSONValue].self) {
            self = .array(a)
        } else if let o = try? c.decode([String: JSONValue].self) {
            self = .object(o)
        } else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "not a JSON value")
        }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .null: try c.encodeNil()
        case .bool(let b): try c.encode(b)
        case .int(let i): try c.encode(i)
        case .double(let d): try c.encode(d)
        case .string(let s): try c.encode(s)
        case .array(let a): try c.encode(a)
        case .object(let o): try c.encode(o)
        }
    }

    subscript(key: String) -> JSONValue? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    var intValue: Int? {
        switch self {
        case .int(let i): return i
        case .double(let d) where d == d.rounded() && abs(d) < 1e15: return Int(d)
        default: return nil
        }
    }

    var objectValue: [String: JSONValue]? {
        if case .object(let o) = self { return o }
        return nil
    }

    /// The configuration reader's form, without offsets; an object's
    /// members sorted by key.
    var documentNode: JSONDocument.Node {
        switch self {
        case .null: return .init(.null, offset: nil)
        case .bool(let b): return .init(.bool(b), offset: nil)
        case .int(let i): return .init(.number(String(i)), offset: nil)
        case .double(let d): return .init(.number(String(d)), offset: nil)
        case .string(let s): return .init(.string(s), offset: nil)
        case .array(let a): return .init(.array(a.map(\.documentNode)), offset: nil)
        case .object(let o): return .init(.object(JSONValue.members(o)), offset: nil)
        }
    }

    static func members(_ o: [String: JSONValue]) -> [JSONDocument.Member] {
        o.keys.sorted().map { JSONDocument.Member(key: $0, keyOffset: nil, value: o[$0]!.documentNode) }
    }
}
