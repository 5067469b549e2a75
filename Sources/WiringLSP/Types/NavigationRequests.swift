// textDocument/definition, textDocument/references, workspace/symbol.

typealias DefinitionParams = TextDocumentPositionParams

struct ReferenceParams: Decodable, Sendable, LSPParams {
    struct Context: Decodable, Sendable {
        var includeDeclaration: Bool
    }

    var textDocument: TextDocumentIdentifier
    var position: Position
    var context: Context?
}

struct WorkspaceSymbolParams: Decodable, Sendable, LSPParams {
    var query: String
}
