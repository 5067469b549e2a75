import WiringSyntax

/// A document the editor has open: its text is the editor's, not the disk's.
struct OpenDocument: Sendable {
    var uri: DocumentURI
    var path: String
    var version: Int
    var text: SourceText

    /// Applies changes in order; each change's range is read against the text
    /// left by the previous one, and out-of-range positions clamp.
    mutating func apply(_ changes: [TextDocumentContentChangeEvent], converter: PositionConverter) {
        for change in changes {
            guard let range = change.range else {
                text = SourceText(Array(change.text.utf8))
                continue
            }
            let r = converter.offsets(range, in: text)
            var bytes = text.bytes
            bytes.replaceSubrange(r, with: change.text.utf8)
            text = SourceText(bytes)
        }
    }
}
