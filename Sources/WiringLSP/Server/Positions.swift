import Foundation
import WiringAnalysis
import WiringSyntax

/// The negotiated `positionEncoding`.
enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
}

/// Byte offsets ⇄ LSP positions, always through `SourceText` (which owns the
/// line table and the UTF-16 arithmetic).
struct PositionConverter: Sendable {
    let encoding: PositionEncoding

    func position(_ offset: Int, in source: SourceText) -> Position {
        switch encoding {
        case .utf16:
            let p = source.utf16Position(of: offset)
            return Position(line: p.line, character: p.character)
        case .utf8:
            let lc = source.lineColumn(of: min(max(0, offset), source.count))
            return Position(line: lc.line - 1, character: lc.column - 1)
        }
    }

    func range(_ range: Range<Int>, in source: SourceText?) -> LSPRange {
        guard let source else { return LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0)) }
        return LSPRange(start: position(range.lowerBound, in: source), end: position(range.upperBound, in: source))
    }

    /// Out-of-range positions clamp to the line's end or the document's end.
    func offset(_ position: Position, in source: SourceText) -> Int {
        switch encoding {
        case .utf16: return source.offset(line: position.line, utf16Column: max(0, position.character))
        case .utf8: return source.offset(line: position.line, utf8Column: max(0, position.character))
        }
    }

    /// A range of offsets; a reversed range is read as its mirror image.
    func offsets(_ range: LSPRange, in source: SourceText) -> Range<Int> {
        let a = offset(range.start, in: source), b = offset(range.end, in: source)
        return min(a, b) ..< max(a, b)
    }
}

/// Document URIs ⇄ the absolute paths the engine uses.
enum DocumentURIs {
    /// Where documents with a non-`file:` URI (`untitled:`) live for the engine.
    static let virtualPrefix = "/.wiring-virtual/"

    /// The engine's form of a path (`Engine.normalize`).
    static func normalize(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    static func path(for uri: DocumentURI) -> String {
        if uri.hasPrefix("file:") {
            if let url = URL(string: uri), url.isFileURL, !url.path.isEmpty {
                return normalize(url.path)
            }
            var rest = String(uri.dropFirst(5))
            if rest.hasPrefix("//") {
                rest.removeFirst(2)
                if let slash = rest.firstIndex(of: "/") { rest = String(rest[slash...]) }  // drop an authority
            }
            return normalize(rest.removingPercentEncoding ?? rest)
        }
        if uri.hasPrefix("/") { return normalize(uri) }  // some clients send bare paths
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
        return virtualPrefix + (uri.addingPercentEncoding(withAllowedCharacters: allowed) ?? uri)
    }

    static func uri(for path: String) -> DocumentURI {
        if path.hasPrefix(virtualPrefix) {
            let rest = String(path.dropFirst(virtualPrefix.count))
            return rest.removingPercentEncoding ?? rest
        }
        return fileURI(path)
    }

    /// `file://` and the path, percent-encoded as `URL(fileURLWithPath:)`
    /// writes it, without the file-system call that asks whether the path
    /// is a folder (the engine's paths are files).
    static func fileURI(_ path: String) -> DocumentURI {
        var out: [UInt8] = Array("file://".utf8)
        out.reserveCapacity(path.utf8.count + 16)
        let hex = Array("0123456789ABCDEF".utf8)
        for b in path.utf8 {
            if pathAllowed[Int(b)] {
                out.append(b)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(b >> 4)], hex[Int(b & 15)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Bytes a URL path keeps as they are: unreserved, sub-delimiters, `:`, `@` and `/`.
    private static let pathAllowed: [Bool] = (0 ..< 256).map { b in
        guard b < 128 else { return false }
        let c = Character(Unicode.Scalar(UInt8(b)))
        return c.isASCII && (c.isLetter || c.isNumber) || "-._~!$&'()*+,;=:@/".contains(c)
    }
}

/// What a request needs besides the analysis: how to convert positions and
/// how to name files, fixed when the request arrives.
struct RequestContext: Sendable {
    let converter: PositionConverter
    /// The URIs the client used for its open documents, by path.
    let openURIs: [String: DocumentURI]
    let markdown: Bool
    let hierarchicalSymbols: Bool
    /// The libraries the server checks (how their summaries are shown).
    let libraries: [any Library]

    func uri(for path: String) -> DocumentURI { openURIs[path] ?? DocumentURIs.uri(for: path) }
    func path(for uri: DocumentURI) -> String { DocumentURIs.path(for: uri) }

    /// How the library that reported a summary shows it.
    func presentation(_ s: Summary) -> (any SummaryPresentation)? {
        libraries.first { $0.id == s.library }?.summaries
    }
}
