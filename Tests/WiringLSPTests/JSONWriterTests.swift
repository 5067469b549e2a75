import Foundation
import XCTest
@testable import WiringLSP

/// The server's JSON writer says what Foundation's encoder says (as parsed
/// JSON), writes dictionaries in key order, and escapes what JSON requires.
final class JSONWriterTests: XCTestCase {
    private func foundation(_ value: some Encodable) throws -> Any {
        let e = JSONEncoder()
        e.outputFormatting = [.withoutEscapingSlashes]
        return try JSONSerialization.jsonObject(with: e.encode(value), options: [.fragmentsAllowed])
    }

    private func ours(_ value: some Encodable) throws -> (text: String, parsed: Any) {
        let data = try JSONWriter.encode(value)
        return (String(decoding: data, as: UTF8.self), try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
    }

    /// Parsed JSON written again with sorted keys: equal text, equal JSON.
    private func canonical(_ parsed: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: parsed, options: [.sortedKeys, .fragmentsAllowed]), as: UTF8.self)
    }

    private func assertSame(_ value: some Encodable, file: StaticString = #filePath, line: UInt = #line) throws {
        let (text, parsed) = try ours(value)
        let expected = try canonical(try foundation(value))
        XCTAssertFalse(expected.isEmpty)
        XCTAssertEqual(try canonical(parsed), expected, text, file: file, line: line)
    }

    static let range = LSPRange(start: Position(line: 3, character: 4), end: Position(line: 3, character: 19))

    func testMessagesMatchFoundationsEncoder() throws {
        let related = DiagnosticRelatedInformation(location: Location(uri: "file:///a%20b/R.swift", range: Self.range),
                                                   message: "received by \"B\"\nthrough C\t→ D \\ e/f")
        let diagnostic = LSPDiagnostic(range: Self.range, severity: 1, code: .string("safedi/unfulfillable-received"),
                                       codeDescription: CodeDescription(href: "https://example.com/rules#x"), source: "wiring",
                                       message: "@Received property `a: A` is not @Instantiated or @Forwarded in chain: Root -> A",
                                       relatedInformation: [related, related],
                                       data: .object(["b": .array([.int(1), .double(2.5), .bool(false), .null]), "a": .string("é\u{1}")]))
        try assertSame(PublishDiagnosticsParams(uri: "file:///x.swift", version: 7, diagnostics: [diagnostic]))
        try assertSame(PublishDiagnosticsParams(uri: "file:///x.swift", version: nil, diagnostics: []))
        let bare = LSPDiagnostic(range: Self.range, severity: nil, code: nil, codeDescription: nil, source: nil,
                                 message: "m", relatedInformation: nil, data: nil)
        try assertSame(PublishDiagnosticsParams(uri: "file:///y.swift", version: 0, diagnostics: [bare, diagnostic, bare]))
        try assertSame(DocumentDiagnosticReport(kind: "full", resultId: "3", items: [diagnostic]))
        let edit = WorkspaceEdit(changes: ["file:///b.swift": [LSPTextEdit(range: Self.range, newText: "async ")],
                                           "file:///a.swift": []])
        try assertSame(CodeAction(title: "Add 'async'", kind: "quickfix", diagnostics: [diagnostic], isPreferred: true, edit: edit))
        try assertSame([RequestID.int(3), RequestID.string("x")])
        try assertSame(JSONValue.double(1.0))
        try assertSame(JSONValue.double(-0.125))
        try assertSame(JSONValue.string(""))
        try assertSame([[Int]]([[], [1], [2, 3]]))
        // integers are written digit by digit
        for i in [0, 7, 10, 99, 100, 65_535, -1, -10, -1_234_567, Int.max, Int.min] {
            XCTAssertEqual(try ours(JSONValue.int(i)).text, String(i))
        }
        try assertSame(Position(line: 123_456, character: 1_000_000_007))
    }

    func testADirectNotificationIsTheBytesItsEncodableWrites() throws {
        let related = DiagnosticRelatedInformation(location: Location(uri: "file:///a%20b/R.swift", range: Self.range),
                                                   message: "through \"C\"\n→ D")
        let diagnostic = LSPDiagnostic(range: Self.range, severity: 2, code: .string("swinject/unregistered-dependency"),
                                       codeDescription: CodeDescription(href: "https://example.com/r"), source: "wiring",
                                       message: "m", relatedInformation: [related], data: .object(["k": .int(1)]))
        for params in [PublishDiagnosticsParams(uri: "file:///x.swift", version: 7, diagnostics: [diagnostic, diagnostic]),
                       PublishDiagnosticsParams(uri: "file:///y%C3%A9.swift", version: nil, diagnostics: [])] {
            let direct = OutgoingMessage.notification("textDocument/publishDiagnostics", params)
            XCTAssertEqual(String(decoding: direct, as: UTF8.self),
                           String(decoding: OutgoingMessage.encodedNotification("textDocument/publishDiagnostics", params), as: UTF8.self))
        }
        // a method that needs escaping, too
        XCTAssertEqual(OutgoingMessage.directNotification("a\"b", Position(line: 1, character: 2)),
                       OutgoingMessage.encodedNotification("a\"b", Position(line: 1, character: 2)))
    }

    func testKeysOfDictionariesAreSortedAndStructsKeepTheirOrder() throws {
        let value = JSONValue.object(["zeta": .int(1), "alpha": .object(["y": .null, "b": .bool(true)]), "mid": .array([])])
        XCTAssertEqual(try ours(value).text, #"{"alpha":{"b":true,"y":null},"mid":[],"zeta":1}"#)
        XCTAssertEqual(try ours(LSPRange(start: Position(line: 1, character: 2), end: Position(line: 3, character: 4))).text,
                       #"{"start":{"line":1,"character":2},"end":{"line":3,"character":4}}"#)
    }

    func testEscapes() throws {
        XCTAssertEqual(try ours("a\"b\\c/d\n\r\t\u{8}\u{C}\u{1F}é😀").text, "\"a\\\"b\\\\c/d\\n\\r\\t\\b\\f\\u001fé😀\"")
        XCTAssertThrowsError(try JSONWriter.encode(Double.nan))
    }

    func testFileURIsAreWhatFoundationWrites() {
        for path in ["/a/b.swift", "/a b/ç%#?.swift", "/x/[y]/{z}/a+b=c;d@e:f~g!h$i&j'k(l)m*n,o.swift", "/日本/ファイル.swift"] {
            XCTAssertEqual(DocumentURIs.fileURI(path), URL(fileURLWithPath: path).absoluteString, path)
            XCTAssertEqual(DocumentURIs.path(for: DocumentURIs.fileURI(path)), path, "a file URI's path is the path")
        }
    }

    func testURIsThatAreNotFilesComeBackAsTheyWere() {
        for uri in ["untitled:Untitled-1", "untitled:a b/ç%41?", "vscode-notebook-cell:/x.swift#W0sZmlsZQ==", "jj:日本"] {
            let path = DocumentURIs.path(for: uri)
            XCTAssertTrue(path.hasPrefix(DocumentURIs.virtualPrefix), path)
            XCTAssertFalse(path.dropFirst(DocumentURIs.virtualPrefix.count).contains("/"), "one file name: \(path)")
            XCTAssertEqual(DocumentURIs.uri(for: path), uri)
        }
        XCTAssertEqual(DocumentURIs.percentDecoded("a%2Fb%20c%C3%A9"), "a/b cé")
        XCTAssertNil(DocumentURIs.percentDecoded("a%2"), "a cut escape")
        XCTAssertNil(DocumentURIs.percentDecoded("%ZZ"))
        XCTAssertNil(DocumentURIs.percentDecoded("%C3"), "not UTF-8")
        XCTAssertEqual(DocumentURIs.path(for: "file:///a%20b/c%C3%A9.swift"), "/a b/cé.swift")
    }
}
