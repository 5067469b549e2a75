import Foundation
import XCTest
import WiringAnalysis
import WiringSyntax

/// The SafeDI tree rules on multi-file workspaces: one folder per case under
/// `Fixtures/safedi-tree/`, expectations in the files (`-verify` syntax,
/// `FixtureHarness.swift`), related information included. A folder without
/// expectations must produce nothing at all.
final class SafeDITreeFixtureTests: XCTestCase {
    static func folders() -> [URL] {
        guard let root = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else { return [] }
        let dir = root.appendingPathComponent("safedi-tree")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.sorted().map { dir.appendingPathComponent($0) }
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
    }

    /// A folder's files as one fixture (`// fixture-file:` per file).
    static func fixture(_ folder: URL) throws -> Fixture {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        var text = ""
        for f in files {
            text += "// fixture-file: \(f)\n" + (try String(contentsOf: folder.appendingPathComponent(f), encoding: .utf8))
            if !text.hasSuffix("\n") { text += "\n" }
        }
        return try Fixture(name: folder.lastPathComponent, text: text)
    }

    func testFoldersAreFound() {
        XCTAssertGreaterThanOrEqual(Self.folders().count, 8, "the safedi-tree fixtures are missing")
    }

    func testEveryCase() throws {
        for folder in Self.folders() {
            var verifier = FixtureVerifier(try Self.fixture(folder))
            for failure in try verifier.run() { XCTFail("\(folder.lastPathComponent): \(failure)") }
        }
    }

    /// Every tree rule is exercised by some case.
    func testEveryTreeRuleIsCovered() throws {
        var seen: Set<String> = []
        for folder in Self.folders() {
            let f = try Self.fixture(folder)
            seen.formUnion(Analyzer.analyze(f.sourceFiles).diagnostics.map(\.rule))
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
            for d in Analyzer.analyze(f.sourceFiles).diagnostics {
                for fix in d.fixes { titles.insert(Self.generalize(fix.title)) }
            }
        }
        for rule in Rules.rules(library: "SafeDI") where Rules.safeDITreeRuleIDs.contains(rule.id) {
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
