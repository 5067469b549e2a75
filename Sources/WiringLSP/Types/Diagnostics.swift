// textDocument/publishDiagnostics and textDocument/diagnostic.

struct LSPDiagnostic: Codable, Sendable, Hashable {
    var range: LSPRange
    /// 1 error, 2 warning, 3 information, 4 hint.
    var severity: Int?
    /// Wiring sends the rule id; clients may echo anything.
    var code: JSONValue?
    var codeDescription: CodeDescription?
    var source: String?
    var message: String
    var relatedInformation: [DiagnosticRelatedInformation]?
    var data: JSONValue?
}

struct CodeDescription: Codable, Sendable, Hashable {
    var href: String
}

struct DiagnosticRelatedInformation: Codable, Sendable, Hashable {
    var location: Location
    var message: String
}

struct PublishDiagnosticsParams: Encodable, Sendable {
    var uri: DocumentURI
    var version: Int?
    var diagnostics: [LSPDiagnostic]
}

struct DocumentDiagnosticParams: Decodable, Sendable, LSPParams {
    var textDocument: TextDocumentIdentifier
    var identifier: String?
    var previousResultId: String?
}

struct DocumentDiagnosticReport: Encodable, Sendable {
    /// `full` (with `items`) or `unchanged` (without).
    var kind: String
    var resultId: String?
    var items: [LSPDiagnostic]?
}
