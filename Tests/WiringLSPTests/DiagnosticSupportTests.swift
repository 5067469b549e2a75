import Foundation
import XCTest
import WiringTestSupport

/// A diagnostic carries only what the client says it accepts
/// (`textDocument.publishDiagnostics`): a client without related
/// information gets the notes in the message, one a line, and a client that
/// does not keep `data` still gets its quick fixes, found by code and message.
final class DiagnosticSupportTests: XCTestCase {
    /// A `@WaitForInit` method of a type whose conformance is in an
    /// extension: the finding has a note at the extension.
    static let text = """
        import Initializable
        actor Store {
            let gate = InitializationGate()
            @WaitForInit
            func load() async -> Int { 0 }
            func start() { markInitialized() }
        }

        extension Store: Initializable {}

        """

    static func bare() -> JSONObject {
        var c = LSPTestClient.capabilities()
        var text = c["textDocument"] as! JSONObject
        text["publishDiagnostics"] = ["versionSupport": true]
        c["textDocument"] = text
        return c
    }

    func finding(_ capabilities: JSONObject) throws -> (LSPTestClient, String, JSONObject) {
        let client = try LSPTestClient()
        try client.start(capabilities: capabilities)
        let uri = "file:///tmp/wiring-support/Store.swift"
        client.open(uri, Self.text)
        let found = try client.diagnostics(uri, version: 1).diagnostics
        let d = try XCTUnwrap(found.first { $0.string("code") == "initializable/waitfor-not-conforming" }, "\(found)")
        return (client, uri, d)
    }

    func testAClientWithEverythingGetsNotesDescriptionAndData() throws {
        let (client, _, d) = try finding(LSPTestClient.capabilities())
        let notes = objects(d["relatedInformation"])
        XCTAssertEqual(notes.count, 1, "\(d)")
        XCTAssertEqual(notes.first?.object("location")?.object("range")?.object("start")?.int("line"), 8)
        XCTAssertFalse((d.string("message") ?? "").contains("\n\n"))
        XCTAssertNotNil(d.object("codeDescription"))
        XCTAssertNotNil(d["data"])
        try client.stop()
    }

    /// The diagnostic's range and its note's, as a UTF-16 client and a
    /// UTF-8 client are sent them, past characters of one to four bytes
    /// and of one or two UTF-16 units: the same places.
    func testRangesAndNoteRangesAreTheSamePlacesInEitherEncoding() throws {
        let text = Self.text.replacingOccurrences(of: "    @WaitForInit", with: "    /* 😀é */ @WaitForInit")
            .replacingOccurrences(of: "extension Store", with: "/* 𝄞 😀 */ extension Store")
        let lines = text.components(separatedBy: "\n")
        func ranges(utf8: Bool) throws -> [[Int]] {
            let client = try LSPTestClient()
            try client.start(capabilities: LSPTestClient.capabilities(utf8: utf8))
            let uri = "file:///tmp/wiring-support/Emoji.swift"
            client.open(uri, text)
            let found = try client.diagnostics(uri, version: 1).diagnostics
            let d = try XCTUnwrap(found.first { $0.string("code") == "initializable/waitfor-not-conforming" }, "\(found)")
            try client.stop()
            let notes = objects(d["relatedInformation"]).compactMap { $0.object("location")?.object("range") }
            XCTAssertEqual(notes.count, 1, "\(d)")
            return try ([d.object("range")] + notes).map { r in
                let start = try XCTUnwrap(r?.object("start")), end = try XCTUnwrap(r?.object("end"))
                return [start.int("line") ?? -1, start.int("character") ?? -1, end.int("line") ?? -1, end.int("character") ?? -1]
            }
        }
        // a byte column of a line, as UTF-16 units
        func utf16(_ line: Int, _ byteColumn: Int) -> Int {
            String(decoding: Array(lines[line].utf8).prefix(byteColumn), as: UTF8.self).utf16.count
        }
        let wide = try ranges(utf8: false), bytes = try ranges(utf8: true)
        XCTAssertEqual(wide, bytes.map { [$0[0], utf16($0[0], $0[1]), $0[2], utf16($0[2], $0[3])] })
        // the note is past the line's non-ASCII characters, where the columns differ
        XCTAssertNotEqual(wide[1][1], bytes[1][1], "\(wide) \(bytes)")
    }

    func testABareClientGetsTheNotesInTheMessage() throws {
        let (full, _, expected) = try finding(LSPTestClient.capabilities())
        try full.stop()
        let (client, _, d) = try finding(Self.bare())
        XCTAssertNil(d["relatedInformation"])
        XCTAssertNil(d["codeDescription"])
        XCTAssertNil(d["data"])
        let note = objects(expected["relatedInformation"]).first?.string("message") ?? ""
        XCTAssertFalse(note.isEmpty)
        XCTAssertEqual(d.string("message"), (expected.string("message") ?? "") + "\n\nStore.swift:9: " + note)
        try client.stop()
    }

    func testABareClientStillGetsItsQuickFix() throws {
        try FeatureTests.requireRule()
        let client = try LSPTestClient()
        try client.start(capabilities: Self.bare())
        let uri = "file:///tmp/wiring-support/A.swift"
        client.open(uri, FeatureTests.sample)
        let d = try XCTUnwrap(try client.diagnostics(uri, version: 1).diagnostics.first)
        XCTAssertNil(d["data"])
        // the echoed diagnostic has no data: it is found by code and message
        let actions = objects(try client.result("textDocument/codeAction", [
            "textDocument": ["uri": uri], "range": d["range"]!, "context": ["diagnostics": [d]],
        ]))
        let fix = try XCTUnwrap(actions.first { $0.string("title") == "Add 'async'" }, "\(actions)")
        XCTAssertEqual(objects(fix["diagnostics"]).first?.string("code"), FeatureTests.rule)
        try client.stop()
    }
}
