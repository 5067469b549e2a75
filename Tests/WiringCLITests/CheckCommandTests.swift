import Foundation
import XCTest
import WiringTestSupport

/// `wiring check` and `wiring outline` as a user runs them: the real
/// executable, real files in a temporary workspace.
final class CheckCommandTests: XCTestCase {
    var workspace: URL!

    static let broken = """
        import Initializable

        actor Service: Initializable {
            let gate = InitializationGate()

            func start() async { markInitialized() }

            @WaitForInit
            func refresh() -> Int { 0 }
        }

        """

    override func setUpWithError() throws {
        workspace = FileManager.default.temporaryDirectory.appendingPathComponent("wiring-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workspace.appendingPathComponent("Sources/App"),
                                                withIntermediateDirectories: true)
        try write("Sources/App/Service.swift", CheckCommandTests.broken)
        try write("Sources/App/Clean.swift", "struct Clean {}\n")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: workspace)
        try? FileManager.default.removeItem(atPath: workspace.path + "-cache")
    }

    func write(_ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: workspace.appendingPathComponent(path))
    }

    func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: workspace.appendingPathComponent(path)), as: UTF8.self)
    }

    func testTextFormatFindingsSummaryAndExitCode() throws {
        let r = try run(["check", "."])
        XCTAssertEqual(r.status, 1, "errors found → 1")
        XCTAssertTrue(r.out.contains("Sources/App/Service.swift:8:5: error: @WaitForInit requires the function to be 'async' [initializable/waitfor-requires-async]"), r.out)
        XCTAssertTrue(r.out.contains("Sources/App/Service.swift:9:19: note: fix: Add 'async'"), r.out)
        XCTAssertTrue(r.out.hasSuffix("1 error, 0 warnings in 2 files\n"), r.out)
    }

    /// A tree finding's fix is tried before it is reported or applied:
    /// instantiating `Root` in the type `Root` builds would be a cycle.
    func testFixesThatWouldAddAnErrorAreNotReported() throws {
        try FileManager.default.removeItem(at: workspace.appendingPathComponent("Sources/App/Service.swift"))
        let tree = FixTrialTree.text
        try write("Sources/App/Tree.swift", tree)
        let r = try run(["check", "--no-cache", "."])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.out.contains("@Received property `root: Root` is not @Instantiated"), r.out)
        XCTAssertTrue(r.out.contains("@Received property `clock: Clock` is not @Instantiated"), r.out)
        // one fix, the one that holds (Clock's); Root's would close a cycle
        XCTAssertEqual(r.out.components(separatedBy: "note: fix: Change to @Instantiated").count - 1, 1, r.out)
        XCTAssertTrue(r.out.contains("Sources/App/Tree.swift:18:5: note: fix: Change to @Instantiated"), r.out)
        // the same in JSON, and from the cache (the stored result holds the tried fixes)
        for args in [["check", "--format", "json", "."], ["check", "--format", "json", "."]] {
            let json = try run(args).out
            XCTAssertEqual(json.components(separatedBy: "Change to @Instantiated").count - 1, 1, json)
        }
    }

    func testOnlyNamedPathsArePrinted() throws {
        let r = try run(["check", "Sources/App/Clean.swift"])
        XCTAssertEqual(r.status, 0)
        XCTAssertFalse(r.out.contains("error:"), r.out)
    }

    func testJSONFormat() throws {
        let r = try run(["check", "--format", "json", "."])
        let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        XCTAssertEqual(doc["version"] as? Int, 1)
        XCTAssertEqual(doc["files"] as? Int, 2)
        let diags = try XCTUnwrap(doc["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diags.count, 1)
        let d = diags[0]
        XCTAssertEqual(d["file"] as? String, "Sources/App/Service.swift")
        XCTAssertEqual(d["line"] as? Int, 8)
        XCTAssertEqual(d["column"] as? Int, 5)
        XCTAssertEqual(d["rule"] as? String, "initializable/waitfor-requires-async")
        XCTAssertEqual(d["severity"] as? String, "error")
        let fix = try XCTUnwrap((d["fixes"] as? [[String: Any]])?.first)
        XCTAssertEqual(fix["title"] as? String, "Add 'async'")
        let edit = try XCTUnwrap((fix["edits"] as? [[String: Any]])?.first)
        XCTAssertEqual(edit["line"] as? Int, 9)
        XCTAssertEqual(edit["column"] as? Int, 19)
        XCTAssertEqual(edit["newText"] as? String, " async")
        XCTAssertNil(doc["coverage"], "coverage only with --coverage")
    }

    func testCoverage() throws {
        let r = try run(["check", "--format", "json", "--coverage", "."])
        let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let cov = try XCTUnwrap(doc["coverage"] as? [[String: Any]])
        XCTAssertEqual(cov.first?["type"] as? String, "Service")
        XCTAssertEqual(cov.first?["openers"] as? [String], ["start()"])
        // a working gate has no "why"; the sync @WaitForInit is broken, the opener apart
        XCTAssertEqual(cov.first?["works"] as? Bool, true)
        XCTAssertNil(cov.first?["why"])
        XCTAssertEqual(["gated", "ungated", "skipped", "broken"].map { cov.first?[$0] as? Int }, [0, 0, 0, 1])
        XCTAssertEqual((cov.first?["members"] as? [[String: Any]])?.map { $0["state"] as? String }, ["opener", "broken"])
        let text = try run(["check", "--coverage", "."])
        XCTAssertTrue(text.out.contains("initialization-gate coverage"), text.out)
        XCTAssertTrue(text.out.contains("  Service  0      0        0        1       —         yes    start()  (Sources/App/Service.swift:3)\n"),
                      text.out)
    }

    func testSARIFAndGitHubFormats() throws {
        let sarif = try run(["check", "--format", "sarif", "."])
        let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.out.utf8)) as? [String: Any])
        XCTAssertEqual(doc["version"] as? String, "2.1.0")
        let run0 = try XCTUnwrap((doc["runs"] as? [[String: Any]])?.first)
        let result = try XCTUnwrap((run0["results"] as? [[String: Any]])?.first)
        XCTAssertEqual(result["ruleId"] as? String, "initializable/waitfor-requires-async")
        XCTAssertEqual(result["level"] as? String, "error")
        let gh = try run(["check", "--format", "github", "."])
        XCTAssertTrue(gh.out.hasPrefix("::error file=Sources/App/Service.swift,line=8,col=5,"), gh.out)
        XCTAssertTrue(gh.out.contains("title=initializable/waitfor-requires-async::@WaitForInit requires"), gh.out)
    }

    func testSARIFColumnsCountUTF16CodeUnits() throws {
        // "    /* é😀 */ " is 17 bytes but 14 UTF-16 code units before the attribute
        try write("Sources/App/Service.swift", CheckCommandTests.broken.replacingOccurrences(
            of: "    @WaitForInit\n", with: "    /* é😀 */ @WaitForInit\n"))
        let text = try run(["check", "."])
        XCTAssertTrue(text.out.hasPrefix("Sources/App/Service.swift:8:18: error:"), text.out)
        let sarif = try run(["check", "--format", "sarif", "."])
        let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.out.utf8)) as? [String: Any])
        let run0 = try XCTUnwrap((doc["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual(run0["columnKind"] as? String, "utf16CodeUnits")
        let location = try XCTUnwrap(((run0["results"] as? [[String: Any]])?.first?["locations"] as? [[String: Any]])?.first)
        let region = try XCTUnwrap((location["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])
        XCTAssertEqual(region["startLine"] as? Int, 8)
        XCTAssertEqual(region["startColumn"] as? Int, 15)
    }

    /// `--fix` fixes the findings it found, one at a time per file, and
    /// not one an earlier fix removed: with `generateMock: true` gone, a
    /// hand-written `mock()` clashes with nothing, so it keeps its name.
    func testFixSkipsAFixAnEarlierFixMadeMoot() throws {
        try FileManager.default.removeItem(at: workspace.appendingPathComponent("Sources/App/Service.swift"))
        try write("Sources/App/Mocked.swift", """
            import SafeDI

            @Instantiable(mockOnly: true, generateMock: true)
            public struct Mocked {
                public static func mock() -> Mocked { fatalError() }
            }

            """)
        let before = try run(["check", ".", "--format", "json"])
        XCTAssertTrue(before.out.contains("Rename method to `customMock`"), before.out)
        _ = try run(["check", "--fix", "."])
        XCTAssertEqual(try read("Sources/App/Mocked.swift"), """
            import SafeDI

            @Instantiable(mockOnly: true)
            public struct Mocked {
                public static func mock() -> Mocked { fatalError() }
            }

            """)
    }

    /// A finding that a fix reveals is reported, and fixed by the next `--fix`.
    func testFixLeavesWhatItRevealsForTheNextRun() throws {
        try FileManager.default.removeItem(at: workspace.appendingPathComponent("Sources/App/Service.swift"))
        try write("Sources/App/Tree.swift", """
            import SafeDI

            @Instantiable
            public struct Service: Instantiable {
                init(received: Received) {
                    self.received = received
                }

                @Forwarded let forwarded: Forwarded
                @Received let received: Received
            }

            """)
        let first = try run(["check", "--fix", "."])
        let once = try read("Sources/App/Tree.swift")
        XCTAssertTrue(once.contains("    init(forwarded: Forwarded, received: Received) {"), once)
        XCTAssertEqual(first.status, 1, first.out)
        XCTAssertTrue(first.out.contains("error:"), first.out)
        _ = try run(["check", "--fix", "."])
        XCTAssertTrue(try read("Sources/App/Tree.swift").contains("    public init(forwarded: Forwarded, received: Received) {"))
    }

    func testFixRewritesTheFileAndIsIdempotent() throws {
        let r = try run(["check", "--fix", "."])
        XCTAssertEqual(r.status, 0, r.out + r.err)
        XCTAssertTrue(try read("Sources/App/Service.swift").contains("func refresh() async -> Int { 0 }"))
        let again = try run(["check", "--fix", "."])
        XCTAssertEqual(again.status, 0)
        XCTAssertEqual(try read("Sources/App/Service.swift"),
                       CheckCommandTests.broken.replacingOccurrences(of: "refresh() -> Int", with: "refresh() async -> Int"))
    }

    func testConfigurationAndStrict() throws {
        try write(".wiring.json", #"{"rules": {"initializable/waitfor-requires-async": "warning"}}"#)
        XCTAssertEqual(try run(["check", "."]).status, 0, "a warning does not fail")
        XCTAssertEqual(try run(["check", "--strict", "."]).status, 1, "--strict: warnings fail")
        try write(".wiring.json", #"{"rules": {"initializable/waitfor-requires-async": "off"}}"#)
        XCTAssertTrue(try run(["check", "."]).out.hasPrefix("0 errors"))
        try write(".wiring.json", #"{"rules": {"initializable/waitfor-requires-async": "loud"}}"#)
        let bad = try run(["check", "."])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.err.contains("unknown severity 'loud'"), bad.err)
    }

    func testBadUsage() throws {
        XCTAssertEqual(try run(["check", "--format", "xml"]).status, 2)
        XCTAssertEqual(try run(["check", "no/such/dir"]).status, 2)
        XCTAssertEqual(try run(["frobnicate"]).status, 2)
        XCTAssertEqual(try run(["explain", "no/such-rule"]).status, 2)
    }

    func testRulesAndExplain() throws {
        let rules = try run(["rules"])
        XCTAssertTrue(rules.out.contains("initializable/opener-gated"))
        let explain = try run(["explain", "initializable/opener-gated"])
        XCTAssertEqual(explain.status, 0)
        XCTAssertTrue(explain.out.contains("Mark with @SkipInit"))
    }

    func testOutlineReportsUnreadableFilesAndGoesOn() throws {
        let r = try run(["outline", "--json", "Sources/App/Clean.swift", "missing.swift"])
        XCTAssertEqual(r.status, 2, "a file named that cannot be read is an error")
        XCTAssertTrue(r.out.hasPrefix(#"{"file": "Sources/App/Clean.swift", "decls": [{"kind": "struct""#), r.out)
        XCTAssertTrue(r.err.contains("missing.swift: no such file or directory"), r.err)
    }

    // MARK: running the executable

    typealias Result = WiringRun

    func run(_ args: [String]) throws -> Result {
        // the index goes to a folder of the test's own, not the user's cache
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = workspace.path + "-cache"
        return try runWiring(args, in: workspace, environment: environment)
    }

    /// The `wiring` built next to this test bundle (the same build directory).
    static func executable() throws -> URL {
        let starts = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0])]
            + Bundle.allBundles.map(\.bundleURL) + [Bundle(for: CheckCommandTests.self).bundleURL]
        for start in starts {
            var dir = start
            for _ in 0..<5 {
                let candidate = dir.appendingPathComponent("wiring")
                var isDir: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDir), !isDir.boolValue,
                   FileManager.default.isExecutableFile(atPath: candidate.path) {
                    return candidate
                }
                dir = dir.deletingLastPathComponent()
            }
        }
        struct NotFound: Error, CustomStringConvertible {
            var description: String { "the wiring executable is not in the build directory (run swift build first)" }
        }
        throw NotFound()
    }
}

/// Diagnostics link to docs/rules/<id>.md in the repository: every rule has
/// its page, and the page says what `wiring explain` says.
final class RuleDocsTests: XCTestCase {
    func testEveryRuleHasAnUpToDatePage() throws {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("wiring-docs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: tmp) }
        _ = try runWiring(["rule-docs", tmp.path], in: repo)
        let fresh = try FileManager.default.subpathsOfDirectory(atPath: tmp.path).filter { $0.hasSuffix(".md") }.sorted()
        XCTAssertFalse(fresh.isEmpty)
        for page in fresh {
            let committed = try? String(contentsOf: repo.appendingPathComponent("docs/rules/" + page), encoding: .utf8)
            let generated = try String(contentsOf: tmp.appendingPathComponent(page), encoding: .utf8)
            XCTAssertEqual(committed, generated, "docs/rules/\(page) is stale: run `wiring rule-docs docs/rules`")
        }
        XCTAssertTrue(fresh.contains("README.md"), "rule-docs writes the index")
        let committedPages = try FileManager.default.subpathsOfDirectory(atPath: repo.appendingPathComponent("docs/rules").path)
            .filter { $0.hasSuffix(".md") }.sorted()
        XCTAssertEqual(committedPages, fresh, "docs/rules holds a page no rule has: remove it")
    }
}
