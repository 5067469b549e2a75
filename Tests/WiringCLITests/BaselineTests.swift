import Foundation
import XCTest
import WiringTestSupport

/// `wiring check --write-baseline` and `--baseline` (and the
/// configuration's `"baseline"`), as a team adopting Wiring runs them.
final class BaselineTests: XCTestCase {
    var workspace: URL!

    /// Two findings: a sync `@WaitForInit` (error) in two services.
    static func service(_ name: String, extraLines: Int = 0) -> String {
        String(repeating: "// a line above\n", count: extraLines) + """
        import Initializable

        actor \(name): Initializable {
            let gate = InitializationGate()

            func start() async { markInitialized() }

            @WaitForInit
            func refresh() -> Int { 0 }
        }

        """
    }

    override func setUpWithError() throws {
        workspace = FileManager.default.temporaryDirectory.appendingPathComponent("wiring-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workspace.appendingPathComponent("Sources/App"),
                                                withIntermediateDirectories: true)
        try write("Sources/App/Orders.swift", Self.service("Orders"))
        try write("Sources/App/Users.swift", Self.service("Users"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: workspace)
        try? FileManager.default.removeItem(atPath: workspace.path + "-cache")
    }

    func write(_ path: String, _ text: String) throws {
        let url = workspace.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func run(_ args: [String]) throws -> WiringRun {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = workspace.path + "-cache"
        return try runWiring(args, in: workspace, environment: environment)
    }

    func testWrittenBaselineSilencesTodaysFindingsAndOnlyNewOnesAreReportedAfterLinesMove() throws {
        let before = try run(["check", "."])
        XCTAssertEqual(before.status, 1)
        XCTAssertTrue(before.out.hasSuffix("2 errors, 0 warnings in 2 files\n"), before.out)

        let written = try run(["check", "--write-baseline", "wiring-baseline.json", "."])
        XCTAssertEqual(written.status, 0, "writing a baseline is not a failed check")
        XCTAssertTrue(written.err.contains("wiring check: wrote 2 findings to the baseline wiring-baseline.json\n"), written.err)
        let file = try String(contentsOf: workspace.appendingPathComponent("wiring-baseline.json"), encoding: .utf8)
        XCTAssertTrue(file.contains(#""rule": "initializable/waitfor-requires-async", "file": "Sources/App/Orders.swift""#), file)
        XCTAssertFalse(file.contains(workspace.path), "paths are relative to the workspace")

        let silent = try run(["check", "--baseline", "wiring-baseline.json", "."])
        XCTAssertEqual(silent.status, 0, silent.out)
        XCTAssertEqual(silent.out, "0 errors, 0 warnings in 2 files; 2 in the baseline\n")
        XCTAssertEqual(silent.err, "")

        // lines inserted above the old findings, a new service with the same
        // mistake, and a second mistake in an old declaration's type
        try write("Sources/App/Orders.swift", Self.service("Orders", extraLines: 7))
        try write("Sources/App/Users.swift", Self.service("Users", extraLines: 3).replacingOccurrences(
            of: "    func start() async", with: "    @WaitForInit\n    func reset() -> Int { 1 }\n\n    func start() async"))
        try write("Sources/App/Billing.swift", Self.service("Billing"))
        let after = try run(["check", "--baseline", "wiring-baseline.json", "."])
        XCTAssertEqual(after.status, 1)
        let lines = after.out.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(lines.count, 2, after.out)
        XCTAssertTrue(lines[0].hasPrefix("Sources/App/Billing.swift:8:5: error:"), after.out)
        XCTAssertTrue(lines[1].hasPrefix("Sources/App/Users.swift:9:5: error:"), after.out)
        XCTAssertTrue(after.out.hasSuffix("2 errors, 0 warnings in 3 files; 2 in the baseline\n"), after.out)
        XCTAssertEqual(after.err, "")
    }

    func testEntriesThatNoLongerMatchAreCountedAndListedWithVerbose() throws {
        _ = try run(["check", "--write-baseline", "base.json", "."])
        // Users is fixed
        try write("Sources/App/Users.swift", Self.service("Users").replacingOccurrences(of: "func refresh() -> Int", with: "func refresh() async -> Int"))
        let r = try run(["check", "--baseline", "base.json", "."])
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.out, "0 errors, 0 warnings in 2 files; 1 in the baseline\n")
        XCTAssertEqual(r.err, "wiring check: 1 baseline entry matches no finding (fixed, or changed); --verbose lists them, --write-baseline records the findings of today\n")
        let verbose = try run(["check", "--baseline", "base.json", "--no-cache", "--verbose", "."])
        XCTAssertTrue(verbose.err.contains("wiring check: 1 baseline entry matches no finding (fixed, or changed):\nwiring check:   Sources/App/Users.swift:8: [initializable/waitfor-requires-async] @WaitForInit requires the function to be 'async'\n"), verbose.err)
        // a check of another folder does not call the entries of this one stale
        try write("Other/Clean.swift", "struct Clean {}\n")
        try write("Package.swift", "// swift-tools-version:5.9\n")
        let other = try run(["check", "--baseline", "base.json", "Other"])
        XCTAssertEqual(other.err, "")
    }

    func testConfigurationNamesTheBaselineRelativeToItsFolder() throws {
        _ = try run(["check", "--write-baseline", "ci/wiring-baseline.json", "."])
        try write("ci/wiring.json", #"{"baseline": "wiring-baseline.json"}"#)
        let r = try run(["check", "--config", "ci/wiring.json", "."])
        XCTAssertEqual(r.status, 0, r.out + r.err)
        XCTAssertEqual(r.out, "0 errors, 0 warnings in 2 files; 2 in the baseline\n")
        try write(".wiring.json", #"{"baseline": "ci/wiring-baseline.json"}"#)
        XCTAssertEqual(try run(["check", "."]).out, r.out)
        // --write-baseline records every finding, whatever the configured baseline holds
        let rewritten = try run(["check", "--write-baseline", "again.json", "."])
        XCTAssertTrue(rewritten.err.contains("wrote 2 findings"), rewritten.err)
        // a baseline named that is not there is an error, not an empty baseline
        try write(".wiring.json", #"{"baseline": "nowhere.json"}"#)
        let missing = try run(["check", "."])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.err.hasPrefix("wiring check: nowhere.json: no such file"), missing.err)
        try write(".wiring.json", #"{"baseline": 3}"#)
        XCTAssertEqual(try run(["check", "."]).status, 2)
    }

    func testMachineFormatsLeaveBaselinedFindingsOutAndSARIFMarksTheRestNew() throws {
        _ = try run(["check", "--write-baseline", "base.json", "Sources/App/Orders.swift"])
        let json = try run(["check", "--format", "json", "--baseline", "base.json", "."])
        let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        XCTAssertEqual(doc["baselined"] as? Int, 1)
        let diagnostics = try XCTUnwrap(doc["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.map { $0["file"] as? String }, ["Sources/App/Users.swift"])
        XCTAssertEqual((diagnostics[0]["fingerprint"] as? String)?.count, 16)

        let github = try run(["check", "--format", "github", "--baseline", "base.json", "."])
        XCTAssertEqual(github.out.split(separator: "\n").count, 1, github.out)
        XCTAssertTrue(github.out.contains("file=Sources/App/Users.swift"), github.out)

        let sarif = try run(["check", "--format", "sarif", "--baseline", "base.json", "."])
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.out.utf8)) as? [String: Any])
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        XCTAssertEqual(results.count, 1)
        XCTAssertEqual(results[0]["baselineState"] as? String, "new")
        XCTAssertNotNil((results[0]["partialFingerprints"] as? [String: String])?["wiring/v1"])
        // without a baseline there is no baseline state
        let plain = try run(["check", "--format", "sarif", "."])
        XCTAssertFalse(plain.out.contains("baselineState"), plain.out)
    }

    func testBadBaselineFilesAreErrorsThatSayWhy() throws {
        try write("base.json", "{\"findings\": [\n")
        let truncated = try run(["check", "--baseline", "base.json", "."])
        XCTAssertEqual(truncated.status, 2)
        XCTAssertTrue(truncated.err.hasPrefix("wiring check: base.json: 2:1: "), truncated.err)
        try write("base.json", "[]")
        let wrong = try run(["check", "--baseline", "base.json", "."])
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.err.contains("not a Wiring baseline"), wrong.err)
    }
}
