// textDocument/didOpen, didChange, didClose, didSave.

struct DidOpenTextDocumentParams: Decodable, Sendable, LSPParams {
    var textDocument: TextDocumentItem
}

struct DidChangeTextDocumentParams: Decodable, Sendable, LSPParams {
    var textDocument: VersionedTextDocumentIdentifier
    var contentChanges: [TextDocumentContentChangeEvent]
}

/// With a range: replace that range; without: the document's whole new text.
struct TextDocumentContentChangeEvent: Codable, Sendable, Hashable {
    var range: LSPRange?
    var rangeLength: Int?
    var text: String
}

struct DidCloseTextDocumentParams: Decodable, Sendable, LSPParams {
    var textDocument: TextDocumentIdentifier
}

struct DidSaveTextDocumentParams: Decodable, Sendable, LSPParams {
    var textDocument: TextDocumentIdentifier
    var text: String?
}
