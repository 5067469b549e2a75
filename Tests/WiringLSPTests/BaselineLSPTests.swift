import Foundation
import WiringAnalysis
import WiringLibraries
import XCTest
import WiringTestSupport

/// The server honours the configuration's baseline: the editor does not show
/// the findings it holds, and shows them again when the baseline changes.
final class BaselineLSPTests: XCTestCase {
    static func service(_ name: String) -> String {
        FeatureTests.sample.replacingOccurrences(of: "actor A", with: "actor \(name)")
    }

    func testBaselinedFindingsAreNotPublishedUntilTheBaselineDropsThem() throws {
        try FeatureTests.requireRule()
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("Sources/A.swift"), b = dir.appendingPathComponent("Sources/B.swift")
        try FileManager.default.createDirectory(at: a.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Self.service("A").write(to: a, atomically: true, encoding: .utf8)
        try Self.service("B").write(to: b, atomically: true, encoding: .utf8)
        // the baseline holds A's finding, as `wiring check --write-baseline` would write it
        let result = Analyzer.analyze([SourceFile(path: a.path, text: Self.service("A"))], libraries: Registry.libraries)
        let baselineFile = dir.appendingPathComponent("ci/baseline.json")
        try FileManager.default.createDirectory(at: baselineFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let written = Baseline(diagnostics: result.diagnostics, root: baselineFile.deletingLastPathComponent().path) { _ in 5 }.json()
        XCTAssertTrue(written.contains(#""file": "../Sources/A.swift""#), written)
        try written.write(to: baselineFile, atomically: true, encoding: .utf8)
        try #"{"baseline": "ci/baseline.json"}"#.write(to: dir.appendingPathComponent(".wiring.json"), atomically: true, encoding: .utf8)

        let client = try LSPTestClient()
        try client.start(rootURI: fileURI(dir))
        client.open(fileURI(a), Self.service("A"))
        client.open(fileURI(b), Self.service("B"))
        XCTAssertEqual(try client.diagnostics(fileURI(a), version: 1).diagnostics.count, 0, "held by the baseline")
        XCTAssertEqual(try client.diagnostics(fileURI(b), version: 1).diagnostics.map { $0.string("code") },
                       [FeatureTests.rule])
        // pulled diagnostics agree
        let pulled = try client.request("textDocument/diagnostic", ["textDocument": ["uri": fileURI(a)]])
        XCTAssertEqual(objects(pulled.object("result")?["items"]).count, 0)

        // edits elsewhere in the file keep the finding baselined
        client.change(fileURI(a), version: 2, [["text": "// moved\n\n" + Self.service("A")]])
        XCTAssertEqual(try client.diagnostics(fileURI(a), version: 2).diagnostics.count, 0)

        // the baseline is emptied on disk: A's finding is shown again
        try #"{"version": 1, "findings": []}"#.write(to: baselineFile, atomically: true, encoding: .utf8)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": fileURI(baselineFile), "type": 2]]])
        XCTAssertEqual(try client.diagnostics(fileURI(a), version: 2).diagnostics.map { $0.string("code") }, [FeatureTests.rule])
        try client.stop()
    }
}
