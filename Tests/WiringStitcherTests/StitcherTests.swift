import Foundation
import XCTest
import WiringAnalysis
import WiringStitcher
import WiringSyntax
import WiringTestSupport

/// Stitcher passes the conformance suite every library passes: its rules'
/// examples and documentation, its fixtures (`Tests/Fixtures/stitcher`),
/// random edits and any order of discovery.
final class StitcherConformanceTests: XCTestCase {
    func testConformance() throws {
        let cases = try FixtureFiles.caseFolders("stitcher-graph").map(FixtureFiles.caseFixture)
        let suite = LibraryConformance(library: StitcherLibrary(), fixtures: try FixtureFiles.fixtures("stitcher") + cases,
                                       fixed: try FixtureFiles.fixedFixtures("stitcher"))
        for failure in try suite.run() { XCTFail(failure) }
    }

    func testEveryRuleAndFixIsCovered() throws {
        var seen: Set<String> = []
        var titles: Set<String> = []
        for f in try FixtureFiles.fixtures("stitcher") + FixtureFiles.caseFolders("stitcher-graph").map(FixtureFiles.caseFixture) {
            for d in Analyzer.analyze(f.sourceFiles, libraries: [StitcherLibrary()], configuration: f.configuration).diagnostics {
                seen.insert(d.rule)
                for fix in d.fixes {
                    // `Add Feed.dependencyRegistration to 'container'`: one title per type and builder
                    titles.insert(fix.title.hasSuffix("'") && fix.title.contains(".dependencyRegistration to '")
                                  ? "Add T.dependencyRegistration to '<container>'" : fix.title)
                }
            }
        }
        for rule in StitcherLibrary().rules {
            XCTAssertTrue(seen.contains(rule.id), "no fixture triggers \(rule.id)")
            for t in rule.fixTitles { XCTAssertTrue(titles.contains(t), "no fixture offers '\(t)'") }
        }
    }
}

/// What the editor shows of a container: how many registrations it adds.
final class StitcherNavigationTests: XCTestCase {
    func testCodeLensCountsEachContainersRegistrations() throws {
        let text = """
            import Stitcher
            final class Clock { init() {} }
            final class Log { init() {} }
            let container = DependencyContainer {
                Dependency { Clock() }
                Log()
            }
            let group = DependencyGroup {
                Dependency { Log() }.named("log")
            }
            """
        let s = AnalysisSession(["/w/App.swift": text], libraries: [StitcherLibrary()])
        _ = s.apply(["/w/App.swift"])
        let lenses = s.workspace.navigators.flatMap { $0.codeLenses(path: "/w/App.swift", in: s.workspace) }
        let source = SourceText(text)
        XCTAssertEqual(lenses.map { "\(source.text($0.range)): \($0.title)" }, ["container: registers 2", "group: registers 1"])
    }
}
