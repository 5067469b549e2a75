// Structures shared by many LSP messages (LSP 3.17 "Basic JSON Structures").

typealias DocumentURI = String

/// A zero-based line and a column in the negotiated position encoding.
struct Position: Codable, Sendable, Hashable {
    var line: Int
    var character: Int
}

struct LSPRange: Codable, Sendable, Hashable {
    var start: Position
    var end: Position
}

struct Location: Codable, Sendable, Hashable {
    var uri: DocumentURI
    var range: LSPRange
}

struct LSPTextEdit: Codable, Sendable, Hashable {
    var range: LSPRange
    var newText: String
}

struct TextDocumentIdentifier: Codable, Sendable, Hashable {
    var uri: DocumentURI
}

struct VersionedTextDocumentIdentifier: Codable, Sendable, Hashable {
    var uri: DocumentURI
    var version: Int
}

struct TextDocumentItem: Codable, Sendable, Hashable {
    var uri: DocumentURI
    var languageId: String
    var version: Int
    var text: String
}

struct TextDocumentPositionParams: Codable, Sendable, LSPParams {
    var textDocument: TextDocumentIdentifier
    var position: Position
}

struct WorkspaceFolder: Codable, Sendable, Hashable {
    var uri: DocumentURI
    var name: String?
}

struct MarkupContent: Codable, Sendable, Hashable {
    /// `plaintext` or `markdown`.
    var kind: String
    var value: String
}

struct Command: Codable, Sendable, Hashable {
    var title: String
    var command: String
    var arguments: [JSONValue]?
}

struct WorkspaceEdit: Codable, Sendable, Hashable {
    var changes: [DocumentURI: [LSPTextEdit]]
}

/// Params of requests that take none (`shutdown`).
struct EmptyParams: Codable, Sendable, LSPParams {}

/// Members that real clients sometimes send with the wrong JSON type (an
/// empty Lua table is encoded as `{}` where an array is meant): a member that
/// does not decode is treated as absent.
extension KeyedDecodingContainer {
    func lenient<T: Decodable>(_ type: T.Type, _ key: Key) -> T? {
        (try? decodeIfPresent(type, forKey: key)) ?? nil
    }

    /// An array whose undecodable elements are dropped; anything that is not
    /// an array is empty.
    func lenientArray<T: Decodable>(_ type: T.Type, _ key: Key) -> [T] {
        guard let items = try? decodeIfPresent([LenientElement<T>].self, forKey: key) else { return [] }
        return items.compactMap(\.value)
    }
}

private struct LenientElement<T: Decodable>: Decodable {
    var value: T?
    init(from decoder: Decoder) throws { value = try? T(from: decoder) }
}
