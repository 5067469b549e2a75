import Foundation
import XCTest
import WiringTestSupport

/// An edit in one file changes findings in others: the server republishes
/// exactly the files whose diagnostics changed, open or not, and nothing
/// for an edit that changes no declaration.
final class CrossFileTests: XCTestCase {
    static let feed = """
        @AutoAwaitInit
        actor Feed: Initializable {
            let gate = InitializationGate()
            func items() async -> [Int] { [] }
        }

        """
    static let boot = """
        func boot() async {
            let feed = Feed()
            await feed.markInitialized()
        }

        """
    static let store = """
        actor Store {
            @WaitForInit
            func load() async -> Int { 0 }
        }

        """
    static let gate = """
        extension Store: Initializable {}

        """

    var dir: URL!
    var client: LSPTestClient!

    override func setUpWithError() throws {
        dir = try makeTemporaryDirectory()
        for (name, text) in [("Feed", Self.feed), ("Boot", Self.boot), ("Store", Self.store), ("Gate", Self.gate)] {
            try text.write(to: url(name), atomically: true, encoding: .utf8)
        }
        client = try LSPTestClient()
        try client.start(rootURI: fileURI(dir))
        // the first indexing publishes the files with findings: Store's
        let first = try client.diagnostics(uri("Store"))
        XCTAssertEqual(first.diagnostics.map { $0.string("code") }, ["initializable/waitfor-not-conforming"])
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: dir)
    }

    func url(_ name: String) -> URL { dir.appendingPathComponent(name + ".swift") }
    func uri(_ name: String) -> String { fileURI(url(name)) }

    func replace(_ name: String, _ text: String, version: Int) {
        client.change(uri(name), version: version, [["text": text]])
    }

    func publishedURIs(_ messages: [JSONObject]) -> [String] {
        messages.filter { $0.string("method") == "textDocument/publishDiagnostics" }
            .compactMap { $0.object("params")?.string("uri") }
    }

    func testRemovingAnOpenerRepublishesTheGateFileThatIsNotOpen() throws {
        client.open(uri("Boot"), Self.boot)
        XCTAssertEqual(try client.diagnostics(uri("Boot"), version: 1).diagnostics.count, 0)
        replace("Boot", Self.boot.replacingOccurrences(of: "    await feed.markInitialized()\n", with: ""), version: 2)
        let feed = try client.diagnostics(uri("Feed"))
        XCTAssertNil(feed.version, "Feed.swift is not open")
        XCTAssertEqual(feed.diagnostics.map { $0.string("code") }, ["initializable/gate-never-opened"])
        // restored: the finding goes, and that is published too
        replace("Boot", Self.boot, version: 3)
        XCTAssertEqual(try client.diagnostics(uri("Feed")).diagnostics.count, 0)
        try client.stop()
    }

    func testMovingAConformanceBetweenFiles() throws {
        client.open(uri("Gate"), Self.gate)
        client.open(uri("Store"), Self.store)
        let before = try client.diagnostics(uri("Store"), version: 1).diagnostics
        XCTAssertEqual(before.first?.string("code"), "initializable/waitfor-not-conforming")
        let related = objects(before.first?["relatedInformation"])
        XCTAssertEqual(related.first?.object("location")?.string("uri"), uri("Gate"), "the note points at the extension")

        // the extension loses its conformance: Store's finding loses its note
        replace("Gate", "extension Store {}\n", version: 2)
        let without = try client.diagnostics(uri("Store")).diagnostics
        XCTAssertEqual(without.map { $0.string("code") }, ["initializable/waitfor-not-conforming"])
        XCTAssertNil(without.first?["relatedInformation"])

        // the conformance moves into Store's own clause: the macro accepts it;
        // nothing opens the gate now
        replace("Store", Self.store.replacingOccurrences(of: "actor Store {", with: "actor Store: Initializable {"), version: 2)
        let moved = try client.diagnostics(uri("Store"), version: 2).diagnostics
        XCTAssertEqual(moved.map { $0.string("code") }, ["initializable/gate-never-opened"])
        try client.stop()
    }

    func testMovingLinesInAnotherFileMovesTheNoteThatPointsThere() throws {
        client.open(uri("Gate"), Self.gate)
        _ = try client.diagnostics(uri("Gate"), version: 1)
        replace("Gate", "// the conformance the macro does not see\n\n" + Self.gate, version: 2)
        // Store.swift's note now points two lines further down
        let store = try client.diagnostics(uri("Store")).diagnostics
        let location = objects(store.first?["relatedInformation"]).first?.object("location")
        XCTAssertEqual(location?.string("uri"), uri("Gate"))
        XCTAssertEqual(location?.object("range")?.object("start")?.int("line"), 2)
        try client.stop()
    }

    func testAnEditThatChangesNoDeclarationRepublishesOnlyItsDocument() throws {
        client.open(uri("Boot"), Self.boot)
        _ = try client.diagnostics(uri("Boot"), version: 1)
        replace("Boot", Self.boot.replacingOccurrences(of: "let feed = Feed()", with: "let feed = Feed() // made here\n    print(1)"),
                version: 2)
        XCTAssertEqual(try client.diagnostics(uri("Boot"), version: 2).diagnostics.count, 0)
        let others = publishedURIs(client.drain(for: 0.4))
        XCTAssertEqual(others, [], "nothing else changed")
        try client.stop()
    }

    /// A client that does not watch files: Wiring's own watcher sees a file
    /// changed on disk by another program.
    func testOwnWatcherSeesDiskChangesWhenTheClientDoesNot() throws {
        // this session's client (setUp) registers no watcher: the server watches
        try Self.feed.write(to: url("Feed"), atomically: true, encoding: .utf8)
        try Self.boot.replacingOccurrences(of: "    await feed.markInitialized()\n", with: "")
            .write(to: url("Boot"), atomically: true, encoding: .utf8)
        let feed = try client.diagnostics(uri("Feed"), timeout: 10)
        XCTAssertEqual(feed.diagnostics.map { $0.string("code") }, ["initializable/gate-never-opened"])
        try client.stop()
    }

    /// A document the configuration excludes is shown without findings.
    func testExcludedDocumentIsNotAnalysed() throws {
        try client.stop()
        let excluded = dir.appendingPathComponent("Generated/Gen.swift")
        try FileManager.default.createDirectory(at: excluded.deletingLastPathComponent(), withIntermediateDirectories: true)
        let other = try LSPTestClient()
        try other.start(rootURI: fileURI(dir), initializationOptions: ["exclude": ["Generated"]])
        _ = try other.diagnostics(uri("Store"))
        other.open(fileURI(excluded), Self.store)
        XCTAssertEqual(try other.diagnostics(fileURI(excluded), version: 1).diagnostics.count, 0)
        try other.stop()
    }
}
