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

/// A check that reads other files' declarations follows them as they change.
final class StitcherLookupTests: XCTestCase {
    /// Whether an instantiation parameter's type is Hashable is told by an
    /// extension in another file: removing it reports the parameter in the
    /// registering file, restoring it clears the finding, as a check from
    /// scratch would.
    func testAConformanceInAnotherFileDecidesAnInstantiationParameter() {
        let registration = """
            import StitcherMacros
            @Registerable
            final class Syncer {
                init(token: Token) {}
            }
            """
        let s = AnalysisSession(["/w/Syncer.swift": registration, "/w/Token.swift": "struct Token {}\n",
                                 "/w/Conformance.swift": "extension Token: Hashable {}\n"],
                                libraries: [StitcherLibrary()])
        _ = s.apply(["/w/Syncer.swift", "/w/Token.swift", "/w/Conformance.swift"])
        func rules() -> [String] { s.workspace.diagnostics(path: "/w/Syncer.swift").map(\.rule).filter { $0.contains("hashable") } }
        XCTAssertEqual(rules(), [])

        s.texts["/w/Conformance.swift"] = "extension Token: Sendable {}\n"
        XCTAssertTrue(s.apply(["/w/Conformance.swift"]).contains("/w/Syncer.swift"))
        XCTAssertEqual(rules(), ["stitcher/non-hashable-parameter"])
        let scratch = AnalysisSession(s.texts, libraries: [StitcherLibrary()])
        _ = scratch.apply(Array(s.texts.keys))
        XCTAssertEqual(s.output(), scratch.output())

        // a type of the same name elsewhere that conforms: either may be meant
        s.texts["/w/Other.swift"] = "enum Outer { struct Token: Hashable {} }\n"
        _ = s.apply(["/w/Other.swift"])
        XCTAssertEqual(rules(), [])

        s.texts["/w/Other.swift"] = nil
        XCTAssertTrue(s.apply(["/w/Other.swift"]).contains("/w/Syncer.swift"))
        XCTAssertEqual(rules(), ["stitcher/non-hashable-parameter"])

        s.texts["/w/Conformance.swift"] = "extension Token: Hashable {}\n"
        XCTAssertTrue(s.apply(["/w/Conformance.swift"]).contains("/w/Syncer.swift"))
        XCTAssertEqual(rules(), [])

        // an enum is Hashable by itself until a case gets associated values
        s.texts["/w/Token.swift"] = "enum Token { case a, b }\n"
        s.texts["/w/Conformance.swift"] = nil
        _ = s.apply(["/w/Token.swift", "/w/Conformance.swift"])
        XCTAssertEqual(rules(), [])
        s.texts["/w/Token.swift"] = "enum Token { case a, b(Int) }\n"
        XCTAssertTrue(s.apply(["/w/Token.swift"]).contains("/w/Syncer.swift"))
        XCTAssertEqual(rules(), ["stitcher/non-hashable-parameter"])
    }
}
