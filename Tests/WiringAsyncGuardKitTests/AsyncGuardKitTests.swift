import Foundation
import XCTest
import WiringAnalysis
import WiringAsyncGuardKit
import WiringSyntax
import WiringTestSupport

/// AsyncGuardKit passes the conformance suite every library passes: its rules'
/// examples and documentation, its fixtures (`Tests/Fixtures/asyncguard`),
/// random edits and any order of discovery.
final class AsyncGuardKitConformanceTests: XCTestCase {
    func testConformance() throws {
        let suite = LibraryConformance(library: AsyncGuardKitLibrary(), fixtures: try FixtureFiles.fixtures("asyncguard"),
                                       fixed: try FixtureFiles.fixedFixtures("asyncguard"))
        for failure in try suite.run() { XCTFail(failure) }
    }

    func testEveryRuleAndFixIsCovered() throws {
        var seen: Set<String> = []
        var titles: Set<String> = []
        for f in try FixtureFiles.fixtures("asyncguard") {
            for d in Analyzer.analyze(f.sourceFiles, libraries: [AsyncGuardKitLibrary()], configuration: f.configuration).diagnostics {
                seen.insert(d.rule)
                for fix in d.fixes { titles.insert(fix.title) }
            }
        }
        for rule in AsyncGuardKitLibrary().rules {
            XCTAssertTrue(seen.contains(rule.id), "no fixture triggers \(rule.id)")
            for t in rule.fixTitles { XCTAssertTrue(titles.contains(t), "no fixture offers '\(t)'") }
        }
    }
}
