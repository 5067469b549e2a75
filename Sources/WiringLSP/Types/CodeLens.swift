// textDocument/codeLens.

struct CodeLensParams: Decodable, Sendable, LSPParams {
    var textDocument: TextDocumentIdentifier
}

struct CodeLens: Encodable, Sendable, Hashable {
    var range: LSPRange
    var command: Command?
}
