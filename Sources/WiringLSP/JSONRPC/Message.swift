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

/// A JSON-RPC request id: a number or a string.
enum RequestID: Hashable, Sendable, Codable, CustomStringConvertible {
    case int(Int)
    case string(String)

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let i = try? c.decode(Int.self) {
            self = .int(i)
        } else {
            self = .string(try c.decode(String.self))
        }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .int(let i): try c.encode(i)
        case .string(let s): try c.encode(s)
        }
    }

    init?(_ value: JSONValue) {
        switch value {
        case .int(let i): self = .int(i)
        case .string(let s): self = .string(s)
        default: return nil
        }
    }

    var description: String {
        switch self {
        case .int(let i): return String(i)
        case .string(let s): return "\"\(s)\""
        }
    }
}

/// JSON-RPC and LSP error codes.
enum ErrorCode {
    static let parseError = -32700
    static let invalidRequest = -32600
    static let methodNotFound = -32601
    static let invalidParams = -32602
    static let internalError = -32603
    static let serverNotInitialized = -32002
    static let requestCancelled = -32800
}

struct ResponseError: Error, Codable, Sendable, Equatable {
    var code: Int
    var message: String
    var data: JSONValue?

    init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    static func parseError(_ m: String) -> ResponseError { .init(code: ErrorCode.parseError, message: m) }
    static func invalidRequest(_ m: String) -> ResponseError { .init(code: ErrorCode.invalidRequest, message: m) }
    static func methodNotFound(_ method: String) -> ResponseError {
        .init(code: ErrorCode.methodNotFound, message: "method not found: \(method)")
    }
    static func invalidParams(_ m: String) -> ResponseError { .init(code: ErrorCode.invalidParams, message: m) }
    static let serverNotInitialized = ResponseError(code: ErrorCode.serverNotInitialized,
                                                    message: "the server has not been initialized")
    static let cancelled = ResponseError(code: ErrorCode.requestCancelled, message: "request cancelled")
}

/// What the reader thread makes of one frame.
enum IncomingMessage: Sendable {
    case request(id: RequestID, method: String, params: DecodedParams)
    case notification(method: String, params: DecodedParams)
    /// The client's answer to a request the server sent.
    case response(id: RequestID, result: Result<JSONValue, ResponseError>)
    /// A body that is not a valid message: answer with this error.
    case invalid(id: RequestID?, error: ResponseError)
    /// stdin reached its end.
    case endOfInput
}

/// The params of a message, decoded on the reader thread into the method's
/// type (see `MessageRegistry`).
enum DecodedParams: Sendable {
    case decoded(any Sendable)
    case unknownMethod
    case failed(String)
}

// MARK: - Outgoing

/// The bodies the server writes. `id: null` is written when an id could not
/// be recovered; a nil result is written as `"result": null`.
enum OutgoingMessage {
    private struct Response: Encodable {
        var id: RequestID?
        var result: (any Encodable)?
        var error: ResponseError?

        enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode("2.0", forKey: .jsonrpc)
            if let id { try c.encode(id, forKey: .id) } else { try c.encodeNil(forKey: .id) }
            if let error {
                try c.encode(error, forKey: .error)
            } else if let result {
                try c.encode(result, forKey: .result)
            } else {
                try c.encodeNil(forKey: .result)
            }
        }
    }

    private struct Notification: Encodable {
        var id: RequestID?
        var method: String
        var params: any Encodable

        enum CodingKeys: String, CodingKey { case jsonrpc, id, method, params }

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode("2.0", forKey: .jsonrpc)
            if let id { try c.encode(id, forKey: .id) }
            try c.encode(method, forKey: .method)
            try c.encode(params, forKey: .params)
        }
    }

    static func response(id: RequestID?, result: (any Encodable)?) -> Data {
        encode(Response(id: id, result: result, error: nil))
    }

    static func error(id: RequestID?, _ error: ResponseError) -> Data {
        encode(Response(id: id, result: nil, error: error))
    }

    static func notification(_ method: String, _ params: any Encodable) -> Data {
        // params that write themselves get their envelope written the same
        // way: hundreds of publishes after one edit, each past Codable's
        // keyed container (the same bytes: `JSONWriterTests`)
        if let direct = params as? any DirectJSON { return directNotification(method, direct) }
        return encode(Notification(id: nil, method: method, params: params))
    }

    /// `{"jsonrpc":"2.0","method":…,"params":…}`, as `Notification` encodes it.
    static func directNotification(_ method: String, _ params: any DirectJSON) -> Data {
        let out = JSONWriter.Output()
        out.text(#"{"jsonrpc":"2.0","method":"#)
        out.string(method)
        out.text(#","params":"#)
        params.write(to: out)
        out.bytes.append(UInt8(ascii: "}"))
        return Data(out.bytes)
    }

    /// Through `Notification`'s `Encodable` conformance, whatever `params` is.
    static func encodedNotification(_ method: String, _ params: any Encodable) -> Data {
        encode(Notification(id: nil, method: method, params: params))
    }

    static func request(id: RequestID, _ method: String, _ params: any Encodable) -> Data {
        encode(Notification(id: id, method: method, params: params))
    }

    private static func encode(_ value: some Encodable) -> Data {
        do {
            return try JSONWriter.encode(value)
        } catch {
            Log.error("cannot encode a message: \(error)")
            return Data(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32603,"message":"internal error: unencodable response"}}"#.utf8)
        }
    }
}
