import Foundation
import XCTest
import WiringAnalysis
import WiringSafeDI
import WiringSyntax
import WiringTestSupport

/// The SafeDI tree rules on multi-file workspaces: one folder per case under
/// `Fixtures/safedi-tree/`, expectations in the files (`-verify` syntax,
/// `FixtureHarness.swift`), related information included. A folder without
/// expectations must produce nothing at all.
final class SafeDITreeFixtureTests: XCTestCase {
    static func folders() -> [URL] { FixtureFiles.caseFolders("safedi-tree") }

    static func fixture(_ folder: URL) throws -> Fixture { try FixtureFiles.caseFixture(folder) }

    static func analyze(_ f: Fixture) -> AnalysisResult { Analyzer.analyze(f.sourceFiles, libraries: [SafeDILibrary()]) }

    func testFoldersAreFound() {
        XCTAssertGreaterThanOrEqual(Self.folders().count, 8, "the safedi-tree fixtures are missing")
    }

    func testEveryCase() throws {
        for folder in Self.folders() {
            var verifier = FixtureVerifier(try Self.fixture(folder), libraries: [SafeDILibrary()])
            for failure in try verifier.run() { XCTFail("\(folder.lastPathComponent): \(failure)") }
        }
    }

    /// Every tree rule is exercised by some case.
    func testEveryTreeRuleIsCovered() throws {
        var seen: Set<String> = []
        for folder in Self.folders() {
            let f = try Self.fixture(folder)
            seen.formUnion(Self.analyze(f).diagnostics.map(\.rule))
        }
        for id in ["unfulfillable-received", "no-instantiable", "duplicate-instantiable", "forwarded-needs-instantiator",
                   "dependency-cycle", "erased-instantiator-forwarded-type", "unreachable-instantiable"] {
            XCTAssertTrue(seen.contains("safedi/" + id), "no case triggers safedi/\(id)")
        }
    }

    /// Every fix-it title a tree rule documents is produced by some case
    /// (names in titles generalized: `Instantiator<Detail>` → `Instantiator<T>`).
    func testEveryFixTitleIsCovered() throws {
        var titles: Set<String> = []
        for folder in Self.folders() {
            let f = try Self.fixture(folder)
            for d in Self.analyze(f).diagnostics {
                for fix in d.fixes { titles.insert(Self.generalize(fix.title)) }
            }
        }
        for rule in SafeDILibrary().rules where SafeDILibrary.treeRuleIDs.contains(rule.id) {
            for t in rule.fixTitles { XCTAssertTrue(titles.contains(t), "\(rule.id): no case produces '\(t)'") }
        }
    }

    static func generalize(_ title: String) -> String {
        if title.hasPrefix("Receive '") && title.hasSuffix("' via fulfilledByDependencyNamed:") {
            return "Receive '<name>' via fulfilledByDependencyNamed:"
        }
        if title.hasPrefix("Change type to Instantiator<") { return "Change type to Instantiator<T>" }
        if title.hasPrefix("Use "), title.hasSuffix(".ForwardedProperties") { return "Use T.ForwardedProperties" }
        return title
    }
}
