import Foundation
import XCTest
import WiringTestSupport

/// SafeDI over the language server: tree findings republished across files
/// as providers come and go, and navigation over the tree.
final class SafeDILSPTests: XCTestCase {
    static let root = """
        import SafeDI

        @Instantiable(isRoot: true)
        public final class Root: Instantiable {
            public init(session: Session, feed: Feed) {
                self.session = session
                self.feed = feed
            }
            @Instantiated let session: Session
            @Instantiated let feed: Feed
        }

        """
    static let session = """
        import SafeDI

        @Instantiable
        public final class Session: Instantiable {
            public init() {}
        }

        """
    static let feed = """
        import SafeDI

        @Instantiable
        public final class Feed: Instantiable {
            public init(session: Session, item: Instantiator<Item>) {
                self.session = session
                self.item = item
            }
            @Received let session: Session
            @Instantiated let item: Instantiator<Item>
        }

        """
    static let item = """
        import SafeDI

        @Instantiable
        public final class Item: Instantiable {
            public init(session: Session, id: String) {
                self.session = session
                self.id = id
            }
            @Received let session: Session
            @Forwarded let id: String
        }

        """

    var dir: URL!
    var client: LSPTestClient!

    override func setUpWithError() throws {
        dir = try makeTemporaryDirectory()
        for (name, text) in [("Root", Self.root), ("Session", Self.session), ("Feed", Self.feed), ("Item", Self.item)] {
            try text.write(to: url(name), atomically: true, encoding: .utf8)
        }
        client = try LSPTestClient()
        try client.start(rootURI: fileURI(dir))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: dir)
    }

    func url(_ name: String) -> URL { dir.appendingPathComponent(name + ".swift") }
    func uri(_ name: String) -> String { fileURI(url(name)) }

    /// The 0-based line and column of the first occurrence of `needle` in `text`.
    func position(of needle: String, in text: String) -> [String: Any] {
        let lines = text.components(separatedBy: "\n")
        for (i, l) in lines.enumerated() {
            if let r = l.range(of: needle) { return ["line": i, "character": l.utf16.distance(from: l.startIndex, to: r.lowerBound)] }
        }
        XCTFail("\(needle) not found")
        return ["line": 0, "character": 0]
    }

    /// The last published codes of each file among `messages`.
    func publishes(_ messages: [JSONObject]) -> [String: [String]] {
        var out: [String: [String]] = [:]
        for m in messages where m.string("method") == "textDocument/publishDiagnostics" {
            let params = m.object("params")!
            out[params.string("uri")!] = objects(params.array("diagnostics")).compactMap { $0.string("code") }
        }
        return out
    }

    func locations(_ result: Any?) -> [(uri: String, line: Int)] {
        objects(result).map { ($0.string("uri") ?? "", $0.object("range")?.object("start")?.int("line") ?? -1) }
    }

    func testRemovingAProviderRepublishesEveryReceiverAcrossFiles() throws {
        client.open(uri("Root"), Self.root)
        XCTAssertEqual(try client.diagnostics(uri("Root"), version: 1).diagnostics.count, 0)
        // Root no longer instantiates the session: Feed and Item receive it
        let without = Self.root.replacingOccurrences(of: "    @Instantiated let session: Session\n", with: "")
            .replacingOccurrences(of: "session: Session, feed: Feed", with: "feed: Feed")
            .replacingOccurrences(of: "        self.session = session\n", with: "")
        client.change(uri("Root"), version: 2, [["text": without]])
        var published = publishes(client.drain(for: 1.5))
        // Feed receives what nothing provides now; Session is no longer in
        // the tree (a hint); Item still receives Feed's own `session`
        XCTAssertEqual(published[uri("Feed")], ["safedi/unfulfillable-received"])
        XCTAssertEqual(published[uri("Session")], ["safedi/unreachable-instantiable"])
        XCTAssertNil(published[uri("Item")])
        // restored: both clear, and that is published
        client.change(uri("Root"), version: 3, [["text": Self.root]])
        published = publishes(client.drain(for: 1.5))
        XCTAssertEqual(published[uri("Feed")], [])
        XCTAssertEqual(published[uri("Session")], [])
        XCTAssertNil(published[uri("Item")])
        // an edit inside a body republishes nothing but the edited document
        client.change(uri("Root"), version: 4, [["text": Self.root.replacingOccurrences(of: "self.feed = feed", with: "self.feed = feed; _ = 1")]])
        published = publishes(client.drain(for: 1.0))
        XCTAssertEqual(Set(published.keys).subtracting([uri("Root")]), [])
        try client.stop()
    }

    /// A provider removed from under many receivers: the server publishes
    /// their files while it localizes the rest (a run at a time), each file
    /// once per edit, with what the analysis ends with; restoring it clears
    /// each once.
    func testRemovingAProviderFromUnderManyReceiversPublishesEachFileOnce() throws {
        let count = 40
        let names = (0..<count).map { String(format: "Panel%02d", $0) }
        for name in names {
            let text = Self.feed.replacingOccurrences(of: "Feed", with: name)
                .replacingOccurrences(of: ", item: Instantiator<Item>", with: "")
                .replacingOccurrences(of: "        self.item = item\n", with: "")
                .replacingOccurrences(of: "    @Instantiated let item: Instantiator<Item>\n", with: "")
            try text.write(to: url(name), atomically: true, encoding: .utf8)
        }
        let members = names.map { "    @Instantiated let p\($0): \($0)\n" }.joined()
        let root = Self.root.replacingOccurrences(of: "    @Instantiated let feed: Feed\n", with: "    @Instantiated let feed: Feed\n" + members)
            .replacingOccurrences(of: "feed: Feed)", with: "feed: Feed, " + names.map { "p\($0): \($0)" }.joined(separator: ", ") + ")")
        try root.write(to: url("Root"), atomically: true, encoding: .utf8)
        // a server started on the workspace as it is now (one watcher event per file written, else)
        try client.stop()
        client = try LSPTestClient()
        try client.start(rootURI: fileURI(dir))
        client.open(uri("Root"), root)
        XCTAssertEqual(try client.diagnostics(uri("Root"), version: 1).diagnostics.count, 0)
        _ = client.drain(for: 0.5)
        func publishedURIs(_ messages: [JSONObject]) -> [String] {
            messages.filter { $0.string("method") == "textDocument/publishDiagnostics" }.compactMap { $0.object("params")?.string("uri") }
        }
        let without = root.replacingOccurrences(of: "    @Instantiated let session: Session\n", with: "")
            .replacingOccurrences(of: "session: Session, feed: Feed", with: "feed: Feed")
            .replacingOccurrences(of: "        self.session = session\n", with: "")
        client.change(uri("Root"), version: 2, [["text": without]])
        var messages = client.drain(for: 1.5)
        var uris = publishedURIs(messages)
        XCTAssertEqual(uris.count, Set(uris).count, "a file published twice for one edit: \(uris)")
        var published = publishes(messages)
        for name in names + ["Feed"] { XCTAssertEqual(published[uri(name)], ["safedi/unfulfillable-received"], name) }
        XCTAssertEqual(published[uri("Session")], ["safedi/unreachable-instantiable"])
        XCTAssertEqual(published[uri("Root")], [])
        client.change(uri("Root"), version: 3, [["text": root]])
        messages = client.drain(for: 1.5)
        uris = publishedURIs(messages)
        XCTAssertEqual(uris.count, Set(uris).count, "a file published twice for one edit: \(uris)")
        published = publishes(messages)
        for name in names + ["Feed", "Session", "Root"] { XCTAssertEqual(published[uri(name)], [], name) }
        try client.stop()
    }

    /// A fix of a tree finding is tried on the analysis before it is
    /// offered: "Change to @Instantiated" on a receive of a type that builds
    /// the receiver would close a cycle, so only the fix that holds is shown.
    func testTreeFixesThatWouldAddAnErrorAreNotOffered() throws {
        let cyclic = """
            import SafeDI

            @Instantiable
            public final class Grand: Instantiable {
                public init(feed: Feed) {
                    self.feed = feed
                }
                @Instantiated let feed: Feed
            }

            """
        let receiving = Self.feed.replacingOccurrences(of: "@Received let session: Session",
                                                       with: "@Received let session: Session\n    @Received let grand: Grand\n    @Received let clock: Clock")
        let clock = "import SafeDI\n\n@Instantiable\npublic final class Clock: Instantiable {\n    public init() {}\n}\n"
        try cyclic.write(to: url("Grand"), atomically: true, encoding: .utf8)
        try clock.write(to: url("Clock"), atomically: true, encoding: .utf8)
        try receiving.write(to: url("Feed"), atomically: true, encoding: .utf8)
        // opened, so that the server knows them whether or not its watcher saw them yet
        client.open(uri("Clock"), clock)
        client.open(uri("Grand"), cyclic)
        client.open(uri("Feed"), receiving)
        _ = try client.diagnostics(uri("Clock"), version: 1)
        _ = try client.diagnostics(uri("Grand"), version: 1)
        let published = try client.diagnostics(uri("Feed"), version: 1).diagnostics
        let received = published.filter { $0.string("code") == "safedi/unfulfillable-received" }
        XCTAssertEqual(received.count, 2, "\(published)")
        var offered: [String: [String]] = [:]
        for d in received {
            let actions = objects(try client.result("textDocument/codeAction", [
                "textDocument": ["uri": uri("Feed")], "range": d["range"] as! JSONObject,
                "context": ["diagnostics": [d], "only": ["quickfix"]] as JSONObject]))
            let property = d.string("message")!.contains("grand") ? "grand" : "clock"
            offered[property] = actions.compactMap { $0.string("title") }
        }
        // Clock builds nothing: instantiating it in Feed holds
        XCTAssertEqual(offered["clock"], ["Change to @Instantiated"])
        // Grand builds Feed: Feed building Grand is a cycle, an error SafeDI reports
        XCTAssertEqual(offered["grand"], [])
        try client.stop()
    }

    func testDefinitionFromReceivedToProviderAndFromInstantiatedToType() throws {
        client.open(uri("Item"), Self.item)
        _ = try client.diagnostics(uri("Item"), version: 1)
        // @Received session in Item → Root's @Instantiated session
        let received = try client.result("textDocument/definition", [
            "textDocument": ["uri": uri("Item")], "position": position(of: "let session", in: Self.item)])
        XCTAssertEqual(locations(received).map(\.uri), [uri("Root")])
        XCTAssertEqual(locations(received).first?.line, 8)
        // on the same property's type: the Session type, not its provider
        var onType = position(of: "let session: Session", in: Self.item)
        onType["character"] = (onType["character"] as! Int) + "let session: ".count
        let type = try client.result("textDocument/definition", ["textDocument": ["uri": uri("Item")], "position": onType])
        XCTAssertEqual(locations(type).map(\.uri), [uri("Session")])
        XCTAssertEqual(locations(type).first?.line, 3)
        // @Instantiated item in Feed → the Item type
        client.open(uri("Feed"), Self.feed)
        _ = try client.diagnostics(uri("Feed"), version: 1)
        let instantiated = try client.result("textDocument/definition", [
            "textDocument": ["uri": uri("Feed")], "position": position(of: "let item", in: Self.feed)])
        XCTAssertEqual(locations(instantiated).map(\.uri), [uri("Item")])
        XCTAssertEqual(locations(instantiated).first?.line, 3)
        try client.stop()
    }

    func testReferencesHoverLensAndSymbols() throws {
        client.open(uri("Session"), Self.session)
        _ = try client.diagnostics(uri("Session"), version: 1)
        // references of Session: instantiated in Root, received in Feed and Item
        let refs = try client.result("textDocument/references", [
            "textDocument": ["uri": uri("Session")], "position": position(of: "Session:", in: Self.session),
            "context": ["includeDeclaration": false]])
        XCTAssertEqual(Set(locations(refs).map(\.uri)), [uri("Root"), uri("Feed"), uri("Item")])
        XCTAssertEqual(locations(refs).count, 3)
        // hover on Item's received session says where it comes from
        client.open(uri("Item"), Self.item)
        _ = try client.diagnostics(uri("Item"), version: 1)
        let hover = try client.result("textDocument/hover", [
            "textDocument": ["uri": uri("Item")], "position": position(of: "let session", in: Self.item)]) as? JSONObject
        let text = hover?.object("contents")?.string("value") ?? ""
        XCTAssertTrue(text.contains("@Received"), text)
        XCTAssertTrue(text.contains("Root.session"), text)
        XCTAssertTrue(text.contains("Chain:"), text)
        // code lens on Session: instantiated once
        let lenses = objects(try client.result("textDocument/codeLens", ["textDocument": ["uri": uri("Session")]]))
        XCTAssertEqual(lenses.compactMap { $0.object("command")?.string("title") }, ["instantiated in 1 place"])
        let itemLenses = objects(try client.result("textDocument/codeLens", ["textDocument": ["uri": uri("Item")]]))
        XCTAssertEqual(itemLenses.compactMap { $0.object("command")?.string("title") }, ["instantiated in 1 place · receives 1 · forwards 1"])
        // workspace symbols over DI declarations
        let symbols = objects(try client.result("workspace/symbol", ["query": "sess"]))
        XCTAssertEqual(Set(symbols.compactMap { $0.string("name") }), ["Session", "session"])
        XCTAssertEqual(symbols.count, 4)
        try client.stop()
    }
}
