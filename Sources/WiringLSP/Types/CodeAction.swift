// textDocument/codeAction.

struct CodeActionParams: Decodable, Sendable, LSPParams {
    var textDocument: TextDocumentIdentifier
    var range: LSPRange
    var context: CodeActionContext
}

struct CodeActionContext: Decodable, Sendable {
    var diagnostics: [LSPDiagnostic]
    var only: [String]?
    var triggerKind: Int?

    enum CodingKeys: String, CodingKey { case diagnostics, only, triggerKind }

    init(diagnostics: [LSPDiagnostic] = [], only: [String]? = nil) {
        self.diagnostics = diagnostics
        self.only = only
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        diagnostics = c.lenientArray(LSPDiagnostic.self, .diagnostics)
        // absent, empty (or `{}` from an empty Lua table): every kind
        let kinds = c.lenientArray(String.self, .only)
        only = kinds.isEmpty ? nil : kinds
        triggerKind = c.lenient(Int.self, .triggerKind)
    }
}

enum CodeActionKind {
    static let quickFix = "quickfix"
    static let fixAll = "source.fixAll.wiring"
}

struct CodeAction: Encodable, Sendable, Hashable {
    var title: String
    var kind: String
    var diagnostics: [LSPDiagnostic]?
    var isPreferred: Bool?
    var edit: WorkspaceEdit
}
