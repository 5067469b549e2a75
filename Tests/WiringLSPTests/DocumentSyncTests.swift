import Foundation
import XCTest
import WiringTestSupport

/// Document synchronisation: incremental changes in UTF-16 and UTF-8,
/// ordering, versions, clamping, and hostile input. These check the server's
/// copy of the text (`wiring/documentText`) and outline positions
/// (`documentSymbol`), so they do not depend on the analysis rules.
final class DocumentSyncTests: XCTestCase {
    static func range(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> JSONObject {
        ["start": ["line": l1, "character": c1], "end": ["line": l2, "character": c2]]
    }

    static func edit(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int, _ text: String) -> JSONObject {
        ["range": range(l1, c1, l2, c2), "text": text]
    }

    /// The selection range of the symbol named `name` (searching children).
    static func symbol(_ name: String, in symbols: [JSONObject]) -> JSONObject? {
        for s in symbols {
            if s.string("name") == name { return s }
            if let found = symbol(name, in: objects(s["children"])) { return found }
        }
        return nil
    }

    func selectionStart(_ client: LSPTestClient, _ uri: String, _ name: String,
                        file: StaticString = #filePath, line: UInt = #line) throws -> (Int, Int) {
        let symbols = objects(try client.result("textDocument/documentSymbol", ["textDocument": ["uri": uri]]))
        let s = try XCTUnwrap(Self.symbol(name, in: symbols), "no symbol \(name) in \(symbols)", file: file, line: line)
        let start = try XCTUnwrap(s.object("selectionRange")?.object("start"), file: file, line: line)
        return (start.int("line") ?? -1, start.int("character") ?? -1)
    }

    func testIncrementalChangesInUTF16() throws {
        let client = try LSPTestClient()
        try client.start()
        let uri = "file:///tmp/wiring-sync/emoji.swift"
        // 😀 and 𝄞 are outside the BMP (two UTF-16 units, four bytes); é is one unit, two bytes.
        var text = "// 😀 é\nstruct S { let s = \"😀𝄞é\"; func target() {} }\n"
        client.open(uri, text)
        _ = try client.diagnostics(uri, version: 1)
        func column(of needle: String, line: Int, in text: String) -> Int {
            let l = text.components(separatedBy: "\n")[line]
            return l[..<l.range(of: needle)!.lowerBound].utf16.count
        }
        XCTAssertEqual(try selectionStart(client, uri, "target()").1, column(of: "target", line: 1, in: text))

        // insert after the emoji on line 0 (UTF-16 column 5 is after "// 😀")
        client.change(uri, version: 2, [Self.edit(0, 5, 0, 5, "X")])
        text = "// 😀X é\nstruct S { let s = \"😀𝄞é\"; func target() {} }\n"
        XCTAssertEqual(try client.serverText(uri).text, text)

        // replace the surrogate pair 𝄞 (columns 22..<24 on line 1) by "ab"
        let clef = column(of: "𝄞", line: 1, in: text)
        client.change(uri, version: 3, [Self.edit(1, clef, 1, clef + 2, "ab")])
        text = "// 😀X é\nstruct S { let s = \"😀abé\"; func target() {} }\n"
        XCTAssertEqual(try client.serverText(uri).text, text)
        XCTAssertEqual(try selectionStart(client, uri, "target()").1, column(of: "target", line: 1, in: text))

        // several changes in one notification apply in order, each on the previous result
        client.change(uri, version: 4, [Self.edit(1, 0, 1, 0, "/* 😀 */ "), Self.edit(1, 5, 1, 5, "𝄞")])
        text = "// 😀X é\n/* 😀𝄞 */ struct S { let s = \"😀abé\"; func target() {} }\n"
        let server = try client.serverText(uri)
        XCTAssertEqual(server.text, text)
        XCTAssertEqual(server.version, 4)
        XCTAssertEqual(try selectionStart(client, uri, "target()").1, column(of: "target", line: 1, in: text))

        // a position inside a surrogate pair lands before the character
        client.change(uri, version: 5, [Self.edit(1, 4, 1, 4, "#")])
        text = "// 😀X é\n/* #😀𝄞 */ struct S { let s = \"😀abé\"; func target() {} }\n"
        XCTAssertEqual(try client.serverText(uri).text, text)

        // out-of-range positions clamp: past the line's end, past the last line
        client.change(uri, version: 6, [Self.edit(0, 500, 0, 500, "!"), Self.edit(99, 0, 120, 4, "// end\n")])
        text = "// 😀X é!\n/* #😀𝄞 */ struct S { let s = \"😀abé\"; func target() {} }\n// end\n"
        XCTAssertEqual(try client.serverText(uri).text, text)
        XCTAssertEqual(try selectionStart(client, uri, "target()").1, column(of: "target", line: 1, in: text))

        // deleting across lines, then a full-text change
        client.change(uri, version: 7, [Self.edit(0, 3, 1, 3, "")])
        text = "// #😀𝄞 */ struct S { let s = \"😀abé\"; func target() {} }\n// end\n"
        XCTAssertEqual(try client.serverText(uri).text, text)
        client.change(uri, version: 8, [["text": "func whole() {}\n"]])
        XCTAssertEqual(try client.serverText(uri).text, "func whole() {}\n")
        XCTAssertEqual(try selectionStart(client, uri, "whole()").0, 0)
        try client.stop()
    }

    func testUTF8PositionsWhenTheClientOffersThem() throws {
        let client = try LSPTestClient()
        let result = try client.start(capabilities: LSPTestClient.capabilities(utf8: true))
        XCTAssertEqual(result.object("capabilities")?.string("positionEncoding"), "utf-8")
        let uri = "file:///tmp/wiring-sync/bytes.swift"
        var text = "struct T { let e = \"😀é\"; func target() {} }\n"
        client.open(uri, text)
        let byteColumn = text.utf8.count - text[text.range(of: "target")!.lowerBound...].utf8.count
        XCTAssertEqual(try selectionStart(client, uri, "target()").1, byteColumn)
        // replace é (two bytes) by e, addressing it by byte columns
        let afterEmoji = text.utf8.count - text[text.range(of: "é\"")!.lowerBound...].utf8.count
        client.change(uri, version: 2, [Self.edit(0, afterEmoji, 0, afterEmoji + 2, "e")])
        text = "struct T { let e = \"😀e\"; func target() {} }\n"
        XCTAssertEqual(try client.serverText(uri).text, text)
        try client.stop()
    }

    func testPublishDiagnosticsCarriesTheVersionOfEachEdit() throws {
        let client = try LSPTestClient()
        try client.start()
        let uri = "file:///tmp/wiring-sync/versions.swift"
        client.open(uri, "struct V {}\n", version: 3)
        XCTAssertEqual(try client.diagnostics(uri).version, 3)
        for v in 4 ... 7 {
            client.change(uri, version: v, [Self.edit(0, 0, 0, 0, "// \(v)\n")])
            XCTAssertEqual(try client.diagnostics(uri).version, v)
        }
        // a document that is closed is published without a version
        client.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
        XCTAssertEqual(try client.serverText(uri).version, -1)  // no longer open
        try client.stop()
    }

    func testRapidChangesAreAllAppliedInOrder() throws {
        let client = try LSPTestClient()
        try client.start()
        let uri = "file:///tmp/wiring-sync/rapid.swift"
        client.open(uri, "func f() {}\n")
        var expected = "func f() {}\n"
        let count = 60
        for i in 0 ..< count {
            // alternately append on a new line and insert at the start of line 0
            if i % 2 == 0 {
                let lines = expected.components(separatedBy: "\n").count - 1
                client.change(uri, version: i + 2, [Self.edit(lines, 0, lines, 0, "let v\(i) = \"😀\"\n")])
                expected += "let v\(i) = \"😀\"\n"
            } else {
                client.change(uri, version: i + 2, [Self.edit(0, 0, 0, 0, "/*é*/")])
                expected = "/*é*/" + expected
            }
        }
        let server = try client.serverText(uri)
        XCTAssertEqual(server.text, expected)
        XCTAssertEqual(server.version, count + 1)
        // the last publication carries the last version (earlier ones may be batched away)
        _ = try client.diagnostics(uri, version: count + 1)
        let symbols = objects(try client.result("textDocument/documentSymbol", ["textDocument": ["uri": uri]]))
        XCTAssertEqual(symbols.count, 1 + count / 2)
        try client.stop()
    }

    func testHugeBinaryDocumentDoesNotStopTheServer() throws {
        let client = try LSPTestClient()
        try client.start()
        var generator = SeededRandom(seed: 42)
        var bytes = [UInt8](repeating: 0, count: 20 << 20)
        for i in stride(from: 0, to: bytes.count, by: 8) {
            withUnsafeBytes(of: generator.next()) { word in
                for k in 0 ..< min(8, bytes.count - i) { bytes[i + k] = word[k] }
            }
        }
        let junk = String(decoding: bytes, as: UTF8.self)
        let big = "file:///tmp/wiring-sync/big.swift"
        let small = "file:///tmp/wiring-sync/small.swift"
        let started = Date()
        client.open(big, junk)
        client.open(small, "struct Small { func ok() {} }\n")
        // the server keeps answering while and after it digests the junk
        XCTAssertTrue(try client.result("wiring/sleep", ["ms": 0], timeout: 30) is NSNull)
        let symbols = objects(try client.result("textDocument/documentSymbol", ["textDocument": ["uri": small]], timeout: 30))
        XCTAssertEqual(symbols.first?.string("name"), "Small")
        _ = try client.diagnostics(big, version: 1, timeout: 30)
        // edits to the huge document still work
        client.change(big, version: 2, [Self.edit(0, 0, 0, 0, "struct Head {}\n")])
        _ = try client.diagnostics(big, version: 2, timeout: 30)
        for request in ["textDocument/documentSymbol", "textDocument/codeLens", "textDocument/diagnostic"] {
            let r = try client.request(request, ["textDocument": ["uri": big]], timeout: 30)
            XCTAssertNil(r["error"], "\(request): \(r)")
        }
        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": big], "position": ["line": 1000, "character": 3]])
        XCTAssertNil(hover["error"])
        XCTAssertLessThan(Date().timeIntervalSince(started), 40)
        try client.stop()
    }
}
