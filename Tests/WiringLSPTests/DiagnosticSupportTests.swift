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
