#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
#else
import Foundation
#endif
import WiringAnalysis

/// Params types the registry can decode.
protocol LSPParams: Decodable, Sendable {}

private struct ParamsBox<P: Decodable>: Decodable {
    var params: P?
}

/// The top level of a body: only the members that say what kind of message
/// it is. `params` is decoded separately, into the method's own type.
private struct Envelope: Decodable {
    var jsonrpc: JSONValue?
    var id: JSONValue?
    var hasID = false
    var method: JSONValue?
    var hasResult = false
    var result: JSONValue?
    var error: JSONValue?

    enum CodingKeys: String, CodingKey { case jsonrpc, id, method, result, error }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        jsonrpc = try c.decodeIfPresent(JSONValue.self, forKey: .jsonrpc)
        hasID = c.contains(.id)
        id = try c.decodeIfPresent(JSONValue.self, forKey: .id)
        method = try c.decodeIfPresent(JSONValue.self, forKey: .method)
        hasResult = c.contains(.result)
        if hasResult { result = try c.decodeIfPresent(JSONValue.self, forKey: .result) ?? .null }
        error = try c.decodeIfPresent(JSONValue.self, forKey: .error)
    }
}

/// Turns a frame's body into an `IncomingMessage`. Pure; runs on the reader
/// thread so that decoding never waits for the server.
struct MessageDecoder: Sendable {
    let registry: MessageRegistry

    func decode(_ body: Data) -> IncomingMessage {
        let decoder = JSONDecoder()
        let envelope: Envelope
        do {
            envelope = try decoder.decode(Envelope.self, from: body)
        } catch DecodingError.dataCorrupted {
            return .invalid(id: MessageDecoder.recoverID(body), error: .parseError("the body is not valid JSON"))
        } catch {
            // valid JSON, but not an object (a batch, a number, ...)
            if JSONDocument.problem(in: Array(body)) != nil {
                return .invalid(id: MessageDecoder.recoverID(body), error: .parseError("the body is not valid JSON"))
            }
            return .invalid(id: nil, error: .invalidRequest("a message must be a JSON object"))
        }
        var id: RequestID? = nil
        if envelope.hasID, let raw = envelope.id, raw != .null {
            guard let parsed = RequestID(raw) else {
                return .invalid(id: nil, error: .invalidRequest("'id' must be a number or a string"))
            }
            id = parsed
        }
        if let v = envelope.jsonrpc, v != .string("2.0") {
            return .invalid(id: id, error: .invalidRequest("'jsonrpc' must be \"2.0\""))
        }
        guard let methodValue = envelope.method else {
            if let id, envelope.hasResult || envelope.error != nil {
                if let e = envelope.error {
                    let error = (try? decoder.decode(ResponseError.self, from: JSONEncoder().encode(e)))
                        ?? ResponseError(code: ErrorCode.internalError, message: "malformed error")
                    return .response(id: id, result: .failure(error))
                }
                return .response(id: id, result: .success(envelope.result ?? .null))
            }
            return .invalid(id: id, error: .invalidRequest("a message needs a 'method'"))
        }
        guard case .string(let method) = methodValue else {
            return .invalid(id: id, error: .invalidRequest("'method' must be a string"))
        }
        if envelope.hasID && id == nil {
            return .invalid(id: nil, error: .invalidRequest("'id' must not be null"))
        }
        let params = registry.decodeParams(method: method, isRequest: id != nil, body: body)
        if let id { return .request(id: id, method: method, params: params) }
        return .notification(method: method, params: params)
    }

    /// Best effort: the `"id"` member of the top-level object in a body that
    /// does not parse, when it is a number or a simple string.
    static func recoverID(_ body: Data) -> RequestID? {
        let b = [UInt8](body.prefix(1 << 16))
        var i = 0, depth = 0
        func skipSpace() { while i < b.count, b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0A || b[i] == 0x0D { i += 1 } }
        func readString() -> String? {
            guard i < b.count, b[i] == UInt8(ascii: "\"") else { return nil }
            i += 1
            var out: [UInt8] = []
            while i < b.count {
                let c = b[i]
                if c == UInt8(ascii: "\"") { i += 1; return String(decoding: out, as: UTF8.self) }
                if c == UInt8(ascii: "\\") { i += 2; out.append(0); continue }
                out.append(c)
                i += 1
            }
            return nil
        }
        while i < b.count {
            let c = b[i]
            switch c {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1; i += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1; i += 1
            case UInt8(ascii: "\""):
                guard let key = readString() else { return nil }
                guard depth == 1, key == "id" else { continue }
                skipSpace()
                guard i < b.count, b[i] == UInt8(ascii: ":") else { continue }
                i += 1
                skipSpace()
                if i < b.count, b[i] == UInt8(ascii: "\"") {
                    return readString().map { .string($0) }
                }
                var digits: [UInt8] = []
                if i < b.count, b[i] == UInt8(ascii: "-") { digits.append(b[i]); i += 1 }
                while i < b.count, b[i] >= 0x30 && b[i] <= 0x39 { digits.append(b[i]); i += 1 }
                if let n = Int(String(decoding: digits, as: UTF8.self)) { return .int(n) }
                return nil
            default: i += 1
            }
        }
        return nil
    }
}

/// Which params type each method takes. Unknown methods are not decoded.
struct MessageRegistry: Sendable {
    var requests: [String: any LSPParams.Type]
    var notifications: [String: any LSPParams.Type]

    func decodeParams(method: String, isRequest: Bool, body: Data) -> DecodedParams {
        guard let type = (isRequest ? requests : notifications)[method] else { return .unknownMethod }
        do {
            return .decoded(try MessageRegistry.decode(type, from: body))
        } catch let error as DecodingError {
            return .failed(MessageRegistry.describe(error))
        } catch {
            return .failed("invalid params: \(error)")
        }
    }

    private static func decode<P: LSPParams>(_ type: P.Type, from body: Data) throws -> P {
        let decoder = JSONDecoder()
        if let p = try decoder.decode(ParamsBox<P>.self, from: body).params { return p }
        // absent or null params: fine when the type has no required member
        return try decoder.decode(P.self, from: Data("{}".utf8))
    }

    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [CodingKey]) -> String {
            let parts = keys.map { k in k.intValue.map { "[\($0)]" } ?? ".\(k.stringValue)" }
            let joined = parts.joined()
            return joined.isEmpty ? "params" : "params" + (joined.hasPrefix(".params") ? String(joined.dropFirst(7)) : joined)
        }
        switch error {
        case .keyNotFound(let key, let ctx):
            return "invalid params: \(path(ctx.codingPath + [key])) is missing"
        case .typeMismatch(let type, let ctx):
            return "invalid params: \(path(ctx.codingPath)) must be \(type)"
        case .valueNotFound(let type, let ctx):
            return "invalid params: \(path(ctx.codingPath)) must be \(type), not null"
        case .dataCorrupted(let ctx):
            return "invalid params: \(path(ctx.codingPath)): \(ctx.debugDescription)"
        @unknown default:
            return "invalid params"
        }
    }
}
