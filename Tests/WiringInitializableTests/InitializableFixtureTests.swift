import Foundation
import XCTest
import WiringAnalysis
import WiringInitializable
import WiringSyntax
import WiringTestSupport

/// Initializable passes the conformance suite every library passes: its
/// rules' examples and documentation, its fixtures (`Tests/Fixtures/
/// initializable`), random edits and any order of discovery.
final class InitializableConformanceTests: XCTestCase {
    func testConformance() throws {
        let suite = LibraryConformance(library: InitializableLibrary(), fixtures: try FixtureFiles.fixtures("initializable"),
                                       fixed: try FixtureFiles.fixedFixtures("initializable"))
        for failure in try suite.run() { XCTFail(failure) }
    }

    func testFixturesAreFound() {
        XCTAssertGreaterThanOrEqual(FixtureFiles.urls("initializable").count, 10, "the fixtures are missing or incomplete")
    }
}

/// What the Initializable fixtures must cover.
final class InitializableFixtureTests: XCTestCase {
    static func loadFixtures() throws -> [Fixture] { try FixtureFiles.fixtures("initializable") }
    static let library = InitializableLibrary()

    /// Every Initializable rule is exercised by some fixture expectation.
    func testEveryRuleIsCovered() throws {
        let results = try Self.loadFixtures().map {
            ($0, Analyzer.analyze($0.sourceFiles, libraries: [Self.library], configuration: $0.configuration))
        }
        let seen = Set(results.flatMap { $0.1.diagnostics.map(\.rule) })
        for rule in Self.library.rules {
            XCTAssertTrue(seen.contains(rule.id), "no fixture triggers \(rule.id)")
        }
    }

    /// The 16 macro messages (research §1.1) all appear in the fixtures.
    func testEveryParityMessageIsCovered() throws {
        let expected = try Self.loadFixtures().flatMap { try $0.expectations() }
        let messages = Set(expected.map(\.message))
        let parity = [
            "@WaitForInit requires the function to be 'async'",
            "@WaitForThrowingInit requires the function to be 'async'",
            "@WaitForThrowingInit requires the function to be 'throws' because awaitInitialized() can throw",
            "@WaitForThrowingInit requires the function to be 'async throws'",
            "@WaitForInit can only be used in a type that conforms to 'Initializable'",
            "@WaitForThrowingInit can only be used in a type that conforms to 'ThrowingInitializable'",
            "@WaitForInit can only be applied inside a type declaration",
            "@WaitForThrowingInit can only be applied inside a type declaration",
            "@AutoAwaitInit can only be applied to a type that conforms to 'Initializable'",
            "@AutoAwaitThrowingInit can only be applied to a type that conforms to 'ThrowingInitializable'",
            "@WaitForInit should not be added manually when @AutoAwaitInit is applied to the enclosing type",
            "@WaitForThrowingInit should not be added manually when @AutoAwaitInit is applied to the enclosing type",
            "@WaitForInit should not be added manually when @AutoAwaitThrowingInit is applied to the enclosing type",
            "@WaitForThrowingInit should not be added manually when @AutoAwaitThrowingInit is applied to the enclosing type",
            "@SkipInit can only be applied to async functions, sync functions are never wrapped",
            "@SkipInit can only be used inside a type marked with @AutoAwaitInit or @AutoAwaitThrowingInit",
        ]
        for m in parity { XCTAssertTrue(messages.contains(m), "no fixture expects: \(m)") }
    }

    /// Every fix-it title a rule documents is produced by some fixture.
    func testEveryFixTitleIsCovered() throws {
        var titles: Set<String> = []
        for f in try Self.loadFixtures() {
            for d in Analyzer.analyze(f.sourceFiles, libraries: [Self.library], configuration: f.configuration).diagnostics {
                for fix in d.fixes { titles.insert(Self.generalize(fix.title)) }
            }
        }
        for rule in Self.library.rules {
            for t in rule.fixTitles {
                XCTAssertTrue(titles.contains(t), "\(rule.id): no fixture produces the fix-it '\(t)'")
            }
        }
    }

    /// `Mark 'load()' with @SkipInit` → `Mark '<method>' with @SkipInit`.
    static func generalize(_ title: String) -> String {
        guard let a = title.firstIndex(of: "'"), let b = title[title.index(after: a)...].firstIndex(of: "'"),
              title[a...b].contains("("), !title[a...b].contains(" ") else { return title }
        return title.replacingCharacters(in: a...b, with: "'<method>'")
    }
}

