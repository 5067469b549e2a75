// textDocument/documentSymbol.

struct DocumentSymbolParams: Decodable, Sendable, LSPParams {
    var textDocument: TextDocumentIdentifier
}

/// LSP `SymbolKind` values.
enum SymbolKind {
    static let namespace = 3
    static let `class` = 5
    static let method = 6
    static let property = 7
    static let constructor = 9
    static let `enum` = 10
    static let interface = 11
    static let function = 12
    static let variable = 13
    static let constant = 14
    static let enumMember = 22
    static let `struct` = 23
    static let `operator` = 25
    static let typeParameter = 26
}

struct DocumentSymbol: Encodable, Sendable, Hashable {
    var name: String
    var detail: String?
    var kind: Int
    var range: LSPRange
    var selectionRange: LSPRange
    var children: [DocumentSymbol]?
}

/// The flat form, for clients without hierarchical support.
struct SymbolInformation: Encodable, Sendable, Hashable {
    var name: String
    var kind: Int
    var location: Location
    var containerName: String?
}
