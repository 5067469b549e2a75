#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
#else
import Foundation
#endif
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
            return normalize(percentDecoded(rest) ?? rest)
        }
        if uri.hasPrefix("/") { return normalize(uri) }  // some clients send bare paths
        return virtualPrefix + percentEncoded(uri, keeping: unreserved)
    }

    static func uri(for path: String) -> DocumentURI {
        if path.hasPrefix(virtualPrefix) {
            let rest = String(path.dropFirst(virtualPrefix.count))
            return percentDecoded(rest) ?? rest
        }
        return fileURI(path)
    }

    /// `file://` and the path, percent-encoded as `URL(fileURLWithPath:)`
    /// writes it, without the file-system call that asks whether the path
    /// is a folder (the engine's paths are files).
    static func fileURI(_ path: String) -> DocumentURI {
        "file://" + percentEncoded(path, keeping: pathAllowed)
    }

    /// `text` with every UTF-8 byte that `keep` does not allow written `%XX`.
    static func percentEncoded(_ text: String, keeping keep: [Bool]) -> String {
        // the usual path has nothing to encode (every related location of
        // every published diagnostic is named by its URI)
        // read in place: walking the generic view costs more per byte
        let clean = text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { keep[Int($0)] } }
            ?? text.utf8.allSatisfy { keep[Int($0)] }
        if clean { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        let hex = Array("0123456789ABCDEF".utf8)
        for b in text.utf8 {
            if keep[Int(b)] {
                out.append(b)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(b >> 4)], hex[Int(b & 15)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `%XX` sequences decoded; nil when one is malformed or the bytes are not UTF-8.
    static func percentDecoded(_ text: String) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var bytes = text.utf8.makeIterator()
        func digit(_ b: UInt8?) -> UInt8? {
            switch b {
            case .some(let d) where d >= 48 && d <= 57: return d - 48
            case .some(let d) where d >= 65 && d <= 70: return d - 55
            case .some(let d) where d >= 97 && d <= 102: return d - 87
            default: return nil
            }
        }
        while let b = bytes.next() {
            guard b == UInt8(ascii: "%") else { out.append(b); continue }
            guard let hi = digit(bytes.next()), let lo = digit(bytes.next()) else { return nil }
            out.append(hi << 4 | lo)
        }
        let text = String(decoding: out, as: UTF8.self)
        return Array(text.utf8) == out ? text : nil
    }

    /// Letters, digits and `-._~`.
    private static let unreserved: [Bool] = (0 ..< 256).map { b in
        guard b < 128 else { return false }
        let c = Character(Unicode.Scalar(UInt8(b)))
        return c.isLetter || c.isNumber || "-._~".contains(c)
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
    private(set) var openURIs: [String: DocumentURI]
    let markdown: Bool
    let hierarchicalSymbols: Bool
    /// The libraries the server checks (how their summaries are shown).
    let libraries: [any Library]
    /// What the client's diagnostics may carry.
    var diagnostics = DiagnosticSupport.all

    func uri(for path: String) -> DocumentURI { openURIs[path] ?? DocumentURIs.uri(for: path) }

    func path(for uri: DocumentURI) -> String { DocumentURIs.path(for: uri) }

    /// How the library that reported a summary shows it.
    func presentation(_ s: Summary) -> (any SummaryPresentation)? {
        libraries.first { $0.id == s.library }?.summaries
    }
}
