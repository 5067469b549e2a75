// textDocument/hover.

typealias HoverParams = TextDocumentPositionParams

struct Hover: Encodable, Sendable, Hashable {
    var contents: MarkupContent
    var range: LSPRange?
}
