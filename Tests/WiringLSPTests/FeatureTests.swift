import Foundation
import WiringAnalysis
import WiringInitializable
import WiringLibraries
import WiringSyntax
import XCTest
import WiringTestSupport

/// Diagnostics, code actions, code lenses, hover and workspace handling over
/// the protocol. Tests that need a rule or gate coverage ask the analysis
/// in-process first and skip (saying why) while it does not report it yet.
final class FeatureTests: XCTestCase {
    static let rule = "initializable/waitfor-requires-async"
    static let sample = """
        import Initializable
        actor A: Initializable {
            let gate = InitializationGate()
            @WaitForInit
            func f() {}
            func start() { markInitialized() }
        }

        """
    static let fixed = sample.replacingOccurrences(of: "func f() {}", with: "func f() async {}")

    static func requireRule(file: StaticString = #filePath, line: UInt = #line) throws {
        let result = Analyzer.analyze([SourceFile(path: "/tmp/wiring-probe/Probe.swift", text: sample)], libraries: Registry.libraries)
        guard result.diagnostics.contains(where: { $0.rule == rule }) else {
            throw XCTSkip("the analysis does not report \(rule) yet")
        }
    }

    static func range(_ d: JSONObject) -> [Int] {
        let r = d.object("range") ?? [:]
        return [r.object("start")?.int("line"), r.object("start")?.int("character"),
                r.object("end")?.int("line"), r.object("end")?.int("character")].map { $0 ?? -1 }
    }

    /// Applies LSP text edits (UTF-16 positions) to a string, as a client does.
    static func apply(_ edits: [JSONObject], to text: String) -> String {
        let ns = NSMutableString(string: text)
        func offset(_ p: JSONObject) -> Int {
            var lineStart = 0
            let lines = (text as NSString)
            var line = 0
            while line < (p.int("line") ?? 0) {
                let r = lines.range(of: "\n", options: [], range: NSRange(location: lineStart, length: lines.length - lineStart))
                if r.location == NSNotFound { return lines.length }
                lineStart = r.location + 1
                line += 1
            }
            return lineStart + (p.int("character") ?? 0)
        }
        let sorted = edits.sorted { offset($0.object("range")!.object("start")!) > offset($1.object("range")!.object("start")!) }
        for e in sorted {
            let start = offset(e.object("range")!.object("start")!), end = offset(e.object("range")!.object("end")!)
            ns.replaceCharacters(in: NSRange(location: start, length: end - start), with: e.string("newText") ?? "")
        }
        return ns as String
    }

    func codeActions(_ client: LSPTestClient, _ uri: String, range: JSONObject, diagnostics: [JSONObject] = [],
                     only: [String]? = nil) throws -> [JSONObject] {
        var context: JSONObject = ["diagnostics": diagnostics]
        if let only { context["only"] = only }
        return objects(try client.result("textDocument/codeAction",
                                         ["textDocument": ["uri": uri], "range": range, "context": context]))
    }

    // MARK: - The whole loop

    func testFullSessionFromDiagnosticToQuickFix() throws {
        try Self.requireRule()
        let client = try LSPTestClient()
        try client.start()
        let uri = "file:///tmp/wiring-session/A.swift"
        client.open(uri, Self.sample)
        let published = try client.diagnostics(uri, version: 1)
        XCTAssertEqual(published.diagnostics.count, 1, "\(published)")
        let d = try XCTUnwrap(published.diagnostics.first)
        XCTAssertEqual(d.string("code"), Self.rule)
        XCTAssertEqual(d.string("source"), "wiring")
        XCTAssertEqual(d.int("severity"), 1)
        XCTAssertEqual(d.string("message"), "@WaitForInit requires the function to be 'async'")
        XCTAssertEqual(Self.range(d), [3, 4, 3, 16])  // the @WaitForInit attribute
        XCTAssertEqual(d.object("codeDescription")?.string("href"),
                       "https://github.com/wiring-lsp/wiring/blob/main/docs/rules/\(Self.rule).md")
        XCTAssertNotNil(d["data"])

        let actions = try codeActions(client, uri, range: d["range"] as! JSONObject, diagnostics: [d])
        let fix = try XCTUnwrap(actions.first { $0.string("title") == "Add 'async'" }, "\(actions)")
        XCTAssertEqual(fix.string("kind"), "quickfix")
        XCTAssertEqual(fix["isPreferred"] as? Bool, true)
        XCTAssertEqual(objects(fix["diagnostics"]).first?.string("code"), Self.rule)
        let edits = objects(fix.object("edit")?.object("changes")?[uri])
        XCTAssertEqual(edits.count, 1)
        XCTAssertEqual(edits.first.map(Self.range), [4, 12, 4, 12])
        XCTAssertEqual(edits.first?.string("newText"), " async")
        XCTAssertEqual(actions.filter { $0.string("kind") == "source.fixAll.wiring" }.count, 0,
                       "fix-all is not offered unasked for a single problem")

        let newText = Self.apply(edits, to: Self.sample)
        XCTAssertEqual(newText, Self.fixed)
        client.change(uri, version: 2, edits.map { ["range": $0["range"]!, "text": $0["newText"]!] })
        let after = try client.diagnostics(uri, version: 2)
        XCTAssertEqual(after.diagnostics.count, 0, "\(after)")
        XCTAssertEqual(try client.serverText(uri).text, Self.fixed)
        // nothing left to fix
        XCTAssertEqual(try codeActions(client, uri, range: DocumentSyncTests.range(0, 0, 7, 0)).count, 0)
        try client.stop()
    }

    func testDiagnosticRangesAfterSurrogatePairsInBothEncodings() throws {
        try Self.requireRule()
        let text = Self.sample.replacingOccurrences(of: "    @WaitForInit", with: "    /* 😀𝄞é */ @WaitForInit")
        let prefix = "    /* 😀𝄞é */ "
        for utf8 in [false, true] {
            let client = try LSPTestClient()
            try client.start(capabilities: LSPTestClient.capabilities(utf8: utf8))
            let uri = "file:///tmp/wiring-session/Emoji\(utf8 ? 8 : 16).swift"
            client.open(uri, text)
            let d = try XCTUnwrap(try client.diagnostics(uri, version: 1).diagnostics.first)
            let start = utf8 ? prefix.utf8.count : prefix.utf16.count
            XCTAssertEqual(Self.range(d), [3, start, 3, start + 12], utf8 ? "utf-8" : "utf-16")
            // the fix lands after `f()` in the same encoding; the edit then removes the diagnostic
            let actions = try codeActions(client, uri, range: d["range"] as! JSONObject)
            let edits = objects(actions.first?.object("edit")?.object("changes")?[uri])
            XCTAssertEqual(edits.first.map(Self.range), [4, 12, 4, 12])
            // an edit before the attribute on its own line moves the squiggle by UTF-16 units / bytes
            client.change(uri, version: 2, [DocumentSyncTests.edit(3, 4, 3, 4, "𝄞")])
            let moved = try XCTUnwrap(try client.diagnostics(uri, version: 2).diagnostics.first)
            let shift = utf8 ? 4 : 2
            XCTAssertEqual(Self.range(moved), [3, start + shift, 3, start + shift + 12])
            try client.stop()
        }
    }

    func testCodeActionsRecomputeFromServerStateNotEchoedRanges() throws {
        try Self.requireRule()
        let client = try LSPTestClient()
        try client.start()
        let uri = "file:///tmp/wiring-session/Echo.swift"
        client.open(uri, Self.sample)
        var d = try XCTUnwrap(try client.diagnostics(uri, version: 1).diagnostics.first)
        // a client that echoes the diagnostic with wrong (byte, shifted) columns, asking for line 0
        d["range"] = DocumentSyncTests.range(0, 40, 0, 52)
        let echoed = try codeActions(client, uri, range: DocumentSyncTests.range(0, 0, 0, 0), diagnostics: [d])
        XCTAssertEqual(echoed.map { $0.string("title") }, ["Add 'async'"])
        // the returned diagnostic is the server's, with the server's range
        XCTAssertEqual(objects(echoed.first?["diagnostics"]).first.map(Self.range), [3, 4, 3, 16])
        // a cursor on the squiggle without any context finds it too
        XCTAssertEqual(try codeActions(client, uri, range: DocumentSyncTests.range(3, 8, 3, 8)).count, 1)
        // elsewhere, with no context, nothing
        XCTAssertEqual(try codeActions(client, uri, range: DocumentSyncTests.range(1, 0, 1, 3)).count, 0)
        // only: ["refactor"] excludes quick fixes
        XCTAssertEqual(try codeActions(client, uri, range: DocumentSyncTests.range(3, 8, 3, 8), only: ["refactor"]).count, 0)
        try client.stop()
    }

    func testFixAllAppliesEverySafeFixOfTheFile() throws {
        try Self.requireRule()
        let text = Self.sample + """
            actor B: Initializable {
                let gate = InitializationGate()
                @WaitForInit
                func g(x: Int) -> Int { x }
                func start() { markInitialized() }
            }

            """
        let client = try LSPTestClient()
        try client.start()
        let uri = "file:///tmp/wiring-session/Two.swift"
        client.open(uri, text)
        XCTAssertEqual(try client.diagnostics(uri, version: 1).diagnostics.count, 2)
        let actions = try codeActions(client, uri, range: DocumentSyncTests.range(0, 0, 0, 0), only: ["source.fixAll"])
        XCTAssertEqual(actions.count, 1, "\(actions)")
        let fixAll = try XCTUnwrap(actions.first)
        XCTAssertEqual(fixAll.string("kind"), "source.fixAll.wiring")
        let edits = objects(fixAll.object("edit")?.object("changes")?[uri])
        XCTAssertEqual(edits.count, 2)
        let newText = Self.apply(edits, to: text)
        XCTAssertTrue(newText.contains("func f() async {}") && newText.contains("func g(x: Int) async -> Int { x }"), newText)
        // unrestricted requests offer fix-all too once there is more than one fix
        let all = try codeActions(client, uri, range: DocumentSyncTests.range(3, 4, 3, 4))
        XCTAssertEqual(Set(all.compactMap { $0.string("kind") }), ["quickfix", "source.fixAll.wiring"])
        client.change(uri, version: 2, [["text": newText]])
        XCTAssertEqual(try client.diagnostics(uri, version: 2).diagnostics.count, 0)
        try client.stop()
    }

    func testPullDiagnostics() throws {
        let client = try LSPTestClient()
        try client.start()
        let uri = "file:///tmp/wiring-session/Pull.swift"
        client.open(uri, Self.sample)
        let report = try XCTUnwrap(try client.result("textDocument/diagnostic", ["textDocument": ["uri": uri]]) as? JSONObject)
        XCTAssertEqual(report.string("kind"), "full")
        let items = objects(report["items"])
        XCTAssertNotNil(report.string("resultId"))
        let again = try XCTUnwrap(try client.result("textDocument/diagnostic", [
            "textDocument": ["uri": uri], "previousResultId": report.string("resultId")!]) as? JSONObject)
        XCTAssertEqual(again.string("kind"), "unchanged")
        try Self.requireRule()
        XCTAssertEqual(items.map { $0.string("code") }, [Self.rule])
        try client.stop()
    }

    // MARK: - Workspace

    func testWorkspaceFilesConfigurationAndWatchedFiles() throws {
        try Self.requireRule()
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appendingPathComponent("Sources/Bad.swift")
        try FileManager.default.createDirectory(at: bad.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Self.sample.write(to: bad, atomically: true, encoding: .utf8)
        let client = try LSPTestClient()
        try client.start(rootURI: fileURI(dir))
        let uri = fileURI(bad)
        let onDisk = try client.diagnostics(uri)
        XCTAssertNil(onDisk.version, "a file that is not open is published without a version")
        XCTAssertEqual(onDisk.diagnostics.map { $0.string("code") }, [Self.rule])

        // settings turn the rule off, then make it a warning
        client.notify("workspace/didChangeConfiguration", ["settings": ["wiring": ["rules": [Self.rule: "off"]]]])
        XCTAssertEqual(try client.diagnostics(uri).diagnostics.count, 0)
        client.notify("workspace/didChangeConfiguration", ["settings": ["rules": [Self.rule: "warning"]]])
        XCTAssertEqual(try client.diagnostics(uri).diagnostics.first?.int("severity"), 2)

        // the file is fixed on disk: the watched-files event makes the server re-read it
        try Self.fixed.write(to: bad, atomically: true, encoding: .utf8)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": uri, "type": 2]]])
        XCTAssertEqual(try client.diagnostics(uri).diagnostics.count, 0)
        try client.stop()
    }

    func testWiringJSONAndInitializationOptions() throws {
        try Self.requireRule()
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.sample.write(to: dir.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        try Self.sample.write(to: dir.appendingPathComponent("Skipped.swift"), atomically: true, encoding: .utf8)
        try #"{"rules": {"initializable/waitfor-requires-async": "hint"}}"#
            .write(to: dir.appendingPathComponent(".wiring.json"), atomically: true, encoding: .utf8)
        let client = try LSPTestClient()
        try client.start(rootURI: fileURI(dir), initializationOptions: ["exclude": ["Skipped.swift"]])
        let a = try client.diagnostics(fileURI(dir.appendingPathComponent("A.swift")))
        XCTAssertEqual(a.diagnostics.first?.int("severity"), 4)
        let skipped = try client.request("textDocument/diagnostic", [
            "textDocument": ["uri": fileURI(dir.appendingPathComponent("Skipped.swift"))]])
        XCTAssertEqual(objects(skipped.object("result")?["items"]).count, 0)
        try client.stop()
    }

    func testConfigurationProblemsAreShownWithWhereAndTheClosestId() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "struct A {}\n".write(to: dir.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let config = dir.appendingPathComponent(".wiring.json")
        try #"{"rules": {"initializable/gate-never-open": "warning"}, "exclud": []}"#
            .write(to: config, atomically: true, encoding: .utf8)
        let client = try LSPTestClient()
        try client.start(rootURI: fileURI(dir))
        let rule = try client.notification("window/showMessage") {
            $0.object("params")?.string("message")?.contains("unknown rule") == true
        }
        XCTAssertEqual(rule.object("params")?.string("message"),
                       "Wiring configuration: \(config.path):1:12: unknown rule 'initializable/gate-never-open' ignored; did you mean 'initializable/gate-never-opened'?")
        XCTAssertEqual(rule.object("params")?.int("type"), 2)
        let key = try client.notification("window/showMessage") {
            $0.object("params")?.string("message")?.contains("unknown key") == true
        }
        XCTAssertEqual(key.object("params")?.string("message"),
                       "Wiring configuration: \(config.path):1:57: unknown key 'exclud' ignored; did you mean 'exclude'?")
        try client.stop()

        try "{\n  \"rules\": {\n".write(to: config, atomically: true, encoding: .utf8)
        let truncated = try LSPTestClient()
        try truncated.start(rootURI: fileURI(dir))
        let message = try truncated.notification("window/showMessage")
        let text = message.object("params")?.string("message") ?? ""
        XCTAssertTrue(text.hasSuffix("/.wiring.json:3:1: truncated JSON: the text ends before the object opened at line 2, column 12 is closed; ignored"), text)
        XCTAssertFalse(text.contains("not a JSON object"), text)
        try truncated.stop()
    }

    func testConfigurationProblemsArePublishedOnTheFileAtTheirUTF16Place() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "struct A {}\n".write(to: dir.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let config = dir.appendingPathComponent(".wiring.json")
        let configURI = fileURI(config)
        // two UTF-16 units for 😀, four UTF-8 bytes: the column differs by encoding
        try "{\"rules\": {\n  \"😀\": \"off\", \"initializable/ungated-async\": \"loud\"}}".write(to: config, atomically: true, encoding: .utf8)
        let client = try LSPTestClient()
        try client.start(rootURI: fileURI(dir))
        let rejected = try client.diagnostics(configURI).diagnostics
        XCTAssertEqual(rejected.count, 1)
        XCTAssertEqual(rejected.first?.int("severity"), 1, "an error: the file is ignored")
        XCTAssertEqual(rejected.first?.string("message"),
                       "rule 'initializable/ungated-async': unknown severity 'loud' (allowed: error, warning, information, hint, off)")
        XCTAssertEqual(rejected.first?.object("range")?.object("start")?.int("line"), 1)
        XCTAssertEqual(rejected.first?.object("range")?.object("start")?.int("character"), 46)

        try "{\"rules\": {\n  \"😀\": \"off\"}}".write(to: config, atomically: true, encoding: .utf8)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": configURI, "type": 2]]])
        let warned = try client.diagnostics(configURI).diagnostics
        XCTAssertEqual(warned.map { $0.int("severity") }, [2])
        XCTAssertEqual(warned.first?.object("range")?.object("start")?.int("character"), 2)

        try "{}".write(to: config, atomically: true, encoding: .utf8)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": configURI, "type": 2]]])
        XCTAssertEqual(try client.diagnostics(configURI).diagnostics.count, 0, "fixed: cleared")
        try client.stop()
    }

    func testClosingADocumentOutsideTheWorkspaceClearsItsDiagnostics() throws {
        try Self.requireRule()
        let client = try LSPTestClient()
        try client.start()
        let uri = "file:///tmp/wiring-session/Closed.swift"
        client.open(uri, Self.sample)
        XCTAssertEqual(try client.diagnostics(uri, version: 1).diagnostics.count, 1)
        client.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
        let cleared = try client.diagnostics(uri)
        XCTAssertEqual(cleared.diagnostics.count, 0)
        XCTAssertNil(cleared.version)
        try client.stop()
    }

    func testProgressAndWatcherRegistrationDuringIndexing() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for i in 0 ..< 5 {
            try "struct S\(i) {}\n".write(to: dir.appendingPathComponent("S\(i).swift"), atomically: true, encoding: .utf8)
        }
        let client = try LSPTestClient()
        try client.start(rootURI: fileURI(dir),
                         capabilities: LSPTestClient.capabilities(workDoneProgress: true, watchedFiles: true))
        let register = try client.take("client/registerCapability") { $0.string("method") == "client/registerCapability" }
        XCTAssertEqual(objects(register.object("params")?["registrations"]).first?.string("method"),
                       "workspace/didChangeWatchedFiles")
        client.send(["jsonrpc": "2.0", "id": register["id"]!, "result": NSNull()])
        let create = try client.take("window/workDoneProgress/create") { $0.string("method") == "window/workDoneProgress/create" }
        let token = try XCTUnwrap(create.object("params")?.string("token"))
        client.send(["jsonrpc": "2.0", "id": create["id"]!, "result": NSNull()])
        func progress(_ kind: String) throws -> JSONObject {
            try client.notification("$/progress") {
                $0.object("params")?.string("token") == token && $0.object("params")?.object("value")?.string("kind") == kind
            }
        }
        XCTAssertNotNil(try progress("begin"))
        XCTAssertEqual(try progress("report").object("params")?.object("value")?.string("message"), "5/5 files")
        XCTAssertNotNil(try progress("end"))
        try client.stop()
    }

    // MARK: - Gate coverage: code lens and hover

    static let gateSample = """
        import Initializable
        actor Store: Initializable {
            let gate = InitializationGate()
            func setup() async {
                markInitialized()
            }
            @WaitForInit
            func load() async -> Int { 1 }
            func save() async {}
        }

        """

    /// The hover on a gate type that nothing known opens says why
    /// gate-never-opened is only a hint: which opener's receiver Wiring
    /// could not resolve, and where.
    func testHoverNamesTheUnresolvedOpener() throws {
        let client = try LSPTestClient()
        try client.start()
        let uri = "file:///tmp/wiring-unresolved/Store.swift"
        client.open(uri, """
            @AutoAwaitInit
            actor Store: Initializable {
                let gate = InitializationGate()
                func load() async -> Int { 0 }
            }
            func boot(make: () -> Store) async {
                await make().markInitialized()
            }

            """)
        let diagnostics = try client.diagnostics(uri, version: 1).diagnostics
        let never = diagnostics.first { $0.string("code") == "initializable/gate-never-opened" }
        XCTAssertEqual((never?["severity"] as? NSNumber)?.intValue, 4, "\(diagnostics)")  // hint
        let hover = try XCTUnwrap(try client.result("textDocument/hover", [
            "textDocument": ["uri": uri], "position": ["line": 1, "character": 8]]) as? JSONObject)
        let text = hover.object("contents")?.string("value") ?? ""
        XCTAssertTrue(text.contains("an opener's receiver could not be resolved: `make().markInitialized()` at Store.swift:7"), text)
        try client.stop()
    }

    /// A member declared in an extension of a name two types share belongs
    /// to both types' summaries. Hover and document symbols show it with
    /// the first type by path, the same in every session (each server
    /// process hashes with another seed).
    func testExtensionMemberOfTwoSameNamedTypesIsShownTheSameEveryTime() throws {
        let first = "file:///tmp/wiring-twins/A/Store.swift", second = "file:///tmp/wiring-twins/B/Store.swift"
        let ext = "file:///tmp/wiring-twins/C/Store+Load.swift"
        let gate = { (methods: String) in
            """
            @AutoAwaitInit
            actor Store: Initializable {
                let gate = InitializationGate()
                @SkipInit func setup() async { await markInitialized() }
            \(methods)}

            """
        }
        for _ in 0..<3 {
            let client = try LSPTestClient()
            try client.start()
            client.open(second, gate("    func a() async {}\n    func b() async {}\n"))
            client.open(ext, "extension Store {\n    func load() async -> Int { 0 }\n}\n")
            client.open(first, gate("    func only() async {}\n"))
            _ = try client.diagnostics(first, version: 1)
            _ = try client.diagnostics(ext, version: 1)
            let hover = try XCTUnwrap(try client.result("textDocument/hover", [
                "textDocument": ["uri": ext], "position": ["line": 1, "character": 10]]) as? JSONObject)
            let text = hover.object("contents")?.string("value") ?? ""
            // A's Store: `only()` gated, `load()` not: 1/2
            XCTAssertTrue(text.contains("load()") && text.contains("gate: 1/2 async methods wait"), text)
            let symbols = objects(try client.result("textDocument/documentSymbol", ["textDocument": ["uri": ext]]))
            let load = objects(symbols.first?["children"]).first { $0.string("name") == "load()" }
            XCTAssertTrue(load?.string("detail")?.hasSuffix("ungated") == true, "\(symbols)")
            try client.stop()
        }
    }

    func testCodeLensAndHoverShowGateCoverage() throws {
        let coverage = Analyzer.analyze([SourceFile(path: "/tmp/wiring-probe/Store.swift", text: Self.gateSample)],
                                        libraries: Registry.libraries).summaries.compactMap(GateCoverage.init)
        guard let store = coverage.first(where: { $0.type == "Store" }) else {
            throw XCTSkip("the analysis does not compute gate coverage yet")
        }
        let client = try LSPTestClient()
        try client.start()
        let uri = "file:///tmp/wiring-session/Store.swift"
        client.open(uri, Self.gateSample)
        _ = try client.diagnostics(uri, version: 1)

        let lenses = objects(try client.result("textDocument/codeLens", ["textDocument": ["uri": uri]]))
        XCTAssertEqual(lenses.count, 1)
        let lens = try XCTUnwrap(lenses.first)
        XCTAssertEqual(Self.range(lens), [1, 6, 1, 11])  // `Store`
        let title = try XCTUnwrap(lens.object("command")?.string("title"))
        XCTAssertTrue(title.hasPrefix("gate: \(store.gated)/\(store.gated + store.ungated) async method"), title)
        XCTAssertTrue(title.hasSuffix(store.openers.isEmpty ? "never opened" : "opened by " + store.openers.joined(separator: ", ")),
                      title)

        let hoverType = try XCTUnwrap(try client.result("textDocument/hover", [
            "textDocument": ["uri": uri], "position": ["line": 1, "character": 8]]) as? JSONObject)
        let typeText = hoverType.object("contents")?.string("value") ?? ""
        XCTAssertTrue(typeText.contains("Store") && typeText.contains(title), typeText)

        let load = try XCTUnwrap(store.members.first { $0.name.hasPrefix("load") })
        let hoverLoad = try XCTUnwrap(try client.result("textDocument/hover", [
            "textDocument": ["uri": uri], "position": ["line": 7, "character": 10]]) as? JSONObject)
        let loadText = hoverLoad.object("contents")?.string("value") ?? ""
        XCTAssertEqual(hoverLoad.object("contents")?.string("kind"), "markdown")
        XCTAssertTrue(loadText.contains("load") && loadText.contains(load.reason), loadText)

        let nothing = try client.result("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 0, "character": 2]])
        XCTAssertTrue(nothing is NSNull)

        // the outline notes the gate on the type and each member's state
        let symbols = objects(try client.result("textDocument/documentSymbol", ["textDocument": ["uri": uri]]))
        XCTAssertTrue(symbols.first?.string("detail")?.contains("gate: \(store.gated)/\(store.gated + store.ungated)") == true,
                      "\(symbols)")
        let loadSymbol = objects(symbols.first?["children"]).first { $0.string("name") == "load()" }
        XCTAssertTrue(loadSymbol?.string("detail")?.hasSuffix(load.state.rawValue) == true, "\(String(describing: loadSymbol))")

        // the lens's command shows the coverage as a message
        let command = try XCTUnwrap(lens.object("command"))
        XCTAssertTrue(try client.result("workspace/executeCommand", ["command": command.string("command")!,
                                                                     "arguments": command["arguments"]!]) is NSNull)
        let message = try client.notification("window/showMessage")
        XCTAssertTrue(message.object("params")?.string("message")?.contains("Store") == true)
        try client.stop()
    }

    /// A gate whose only opener waits for itself: lens, type hover, member
    /// hover and outline all say it does not work, in the same words as
    /// `wiring check --coverage`.
    func testLensAndHoverSayAGateDoesNotWork() throws {
        let client = try LSPTestClient()
        try client.start()
        let uri = "file:///tmp/wiring-self-wait/Store.swift"
        client.open(uri, """
            actor Store: Initializable {
                let gate = InitializationGate()
                @WaitForInit
                func setup() async { await markInitialized() }
                @WaitForInit
                func load() async -> Int { 1 }
            }

            """)
        _ = try client.diagnostics(uri, version: 1)
        let title = "gate does not work: opened only by setup() (it waits for the gate it opens) · 1/1 async method waits"
        let lenses = objects(try client.result("textDocument/codeLens", ["textDocument": ["uri": uri]]))
        XCTAssertEqual(lenses.compactMap { $0.object("command")?.string("title") }, [title])
        let typeHover = try XCTUnwrap(try client.result("textDocument/hover", [
            "textDocument": ["uri": uri], "position": ["line": 0, "character": 8]]) as? JSONObject)
        let typeText = typeHover.object("contents")?.string("value") ?? ""
        XCTAssertTrue(typeText.contains(title) && typeText.contains("- `setup()`: opens the gate\n- `load()`: waits for the gate"), typeText)
        let setupHover = try XCTUnwrap(try client.result("textDocument/hover", [
            "textDocument": ["uri": uri], "position": ["line": 3, "character": 10]]) as? JSONObject)
        let setupText = setupHover.object("contents")?.string("value") ?? ""
        XCTAssertTrue(setupText.hasPrefix("**`setup()`** · opens the gate\n\nOpens the gate, but it waits for the gate it opens."), setupText)
        let symbols = objects(try client.result("textDocument/documentSymbol", ["textDocument": ["uri": uri]]))
        XCTAssertEqual(symbols.first?.string("detail")?.hasSuffix("gate: 1/1 · does not work"), true, "\(symbols)")
        let setup = objects(symbols.first?["children"]).first { $0.string("name") == "setup()" }
        XCTAssertEqual(setup?.string("detail")?.hasSuffix("opener"), true, "\(String(describing: setup))")
        try client.stop()
    }

    func testDocumentSymbolsAreHierarchical() throws {
        let client = try LSPTestClient()
        try client.start()
        let uri = "file:///tmp/wiring-session/Symbols.swift"
        client.open(uri, Self.gateSample + "extension Store {\n    static func make(_ x: Int, label y: Int) {}\n}\n")
        let symbols = objects(try client.result("textDocument/documentSymbol", ["textDocument": ["uri": uri]]))
        XCTAssertEqual(symbols.map { $0.string("name") }, ["Store", "extension Store"])
        XCTAssertEqual(symbols.map { $0.int("kind") }, [5, 3])
        let members = objects(symbols.first?["children"])
        XCTAssertEqual(members.map { $0.string("name") }, ["gate", "setup()", "load()", "save()"])
        XCTAssertEqual(members.map { $0.int("kind") }, [7, 6, 6, 6])
        XCTAssertEqual(members.first { $0.string("name") == "load()" }?.string("detail")?.hasPrefix("@WaitForInit async"), true)
        XCTAssertEqual(objects(symbols.last?["children"]).first?.string("name"), "make(_:label:)")
        XCTAssertEqual(Self.range(symbols[0]).prefix(2), [1, 0])
        XCTAssertEqual(symbols[0].object("selectionRange").map { Self.range(["range": $0]) }, [1, 6, 1, 11])
        try client.stop()
    }
}
