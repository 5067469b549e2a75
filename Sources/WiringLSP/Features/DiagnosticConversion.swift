#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WiringAnalysis
import WiringSyntax

/// Where each rule's documentation lives; `codeDescription.href` points here.
enum RuleDocumentation {
    static let baseURL = "https://github.com/wiring-lsp/wiring/blob/main/docs/rules/"

    static func url(for rule: String) -> String { baseURL + rule + ".md" }
}

/// What a published diagnostic carries in `data` so that a code action can
/// find the server's own diagnostic again without trusting echoed ranges:
/// its rule, offsets and fingerprint.
struct DiagnosticData: Equatable {
    var rule: String
    var start: Int
    var end: Int
    var fingerprint: String

    init(_ d: Diagnostic) {
        rule = d.rule
        start = d.range.lowerBound
        end = d.range.upperBound
        fingerprint = d.fingerprintText
    }

    init?(_ json: JSONValue?) {
        guard let json, let rule = json["rule"]?.stringValue, let fingerprint = json["fingerprint"]?.stringValue,
              let start = json["start"]?.intValue, let end = json["end"]?.intValue else { return nil }
        self.rule = rule
        self.start = start
        self.end = end
        self.fingerprint = fingerprint
    }

    var json: JSONValue {
        .object(["rule": .string(rule), "start": .int(start), "end": .int(end), "fingerprint": .string(fingerprint)])
    }

    /// The same rule, declaration and message (the fingerprint the
    /// localization made, stable across processes).
    func matches(_ d: Diagnostic) -> Bool { d.rule == rule && d.fingerprintText == fingerprint }
}

enum DiagnosticConversion {
    static func severity(_ s: Severity) -> Int {
        switch s {
        case .error: return 1
        case .warning: return 2
        case .information: return 3
        case .hint: return 4
        }
    }

    static func lsp(_ d: Diagnostic, sources: [String: SourceText], context: RequestContext) -> LSPDiagnostic {
        let support = context.diagnostics
        var message = d.message
        var related: [DiagnosticRelatedInformation] = []
        // UTF-16 positions as localization made them, when it had every text
        let made = context.converter.encoding == .utf16 && d.carriesPositions ? d.positions : nil
        func range(_ k: Int, _ offsets: Range<Int>, in file: String) -> LSPRange {
            guard let made else { return context.converter.range(offsets, in: sources[file]) }
            return LSPRange(start: Position(line: Int(made[4 * k]), character: Int(made[4 * k + 1])),
                            end: Position(line: Int(made[4 * k + 2]), character: Int(made[4 * k + 3])))
        }
        if support.relatedInformation {
            related = d.related.enumerated().map { k, r in
                DiagnosticRelatedInformation(location: Location(uri: context.uri(for: r.file), range: range(1 + k, r.range, in: r.file)),
                                             message: r.message)
            }
        } else if !d.related.isEmpty {
            // a client that shows no notes gets them in the message, one a line
            message += notesSeparator
            message += d.related.enumerated().map { k, r in
                "\(fileName(r.file)):\(range(1 + k, r.range, in: r.file).start.line + 1): \(r.message)"
            }.joined(separator: "\n")
        }
        return LSPDiagnostic(
            range: range(0, d.range, in: d.file),
            severity: severity(d.severity),
            code: .string(d.rule),
            codeDescription: support.codeDescription ? CodeDescription(href: RuleDocumentation.url(for: d.rule)) : nil,
            source: "wiring",
            message: message,
            relatedInformation: related.isEmpty ? nil : related,
            data: support.data ? DiagnosticData(d).json : nil)
    }

    /// Between a message and the notes written into it.
    static let notesSeparator = "\n\n"

    /// Whether `published` is `d`'s message as a client was sent it (with
    /// or without its notes).
    static func isMessage(_ published: String, of d: Diagnostic) -> Bool {
        if published == d.message { return true }
        let p = published.utf8, m = d.message.utf8, n = notesSeparator.utf8
        return p.count > m.count + n.count && p.starts(with: m) && p.dropFirst(m.count).starts(with: n)
    }

    private static func fileName(_ path: String) -> Substring {
        path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
    }

    static func lsp(file path: String, snapshot: AnalysisSnapshot, context: RequestContext) -> [LSPDiagnostic] {
        (snapshot.diagnostics[path] ?? []).map { lsp($0, sources: snapshot.sources, context: context) }
    }

    /// A file's `textDocument/publishDiagnostics`, encoded.
    static func publication(path: String, version: Int?, diagnostics: [Diagnostic], sources: [String: SourceText],
                            context: RequestContext) -> Data {
        OutgoingMessage.notification("textDocument/publishDiagnostics", PublishDiagnosticsParams(
            uri: context.uri(for: path), version: version,
            diagnostics: diagnostics.map { lsp($0, sources: sources, context: context) }))
    }
}
