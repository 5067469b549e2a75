import Foundation
import XCTest
import WiringAnalysis
import WiringSafeDI
import WiringSyntax
import WiringTestSupport

/// SafeDI passes the conformance suite every library passes: its rules'
/// examples and documentation, its fixtures (the macros' in `Tests/Fixtures/
/// safedi`, the tree's cases in `safedi-tree`), random edits and any order
/// of discovery.
final class SafeDIConformanceTests: XCTestCase {
    func testConformance() throws {
        let cases = try FixtureFiles.caseFolders("safedi-tree").map(FixtureFiles.caseFixture)
        let suite = LibraryConformance(library: SafeDILibrary(), fixtures: try SafeDIFixtureTests.loadFixtures() + cases,
                                       fixed: try FixtureFiles.fixedFixtures("safedi"))
        for failure in try suite.run() { XCTFail(failure) }
    }

    func testFixturesAreFound() {
        XCTAssertGreaterThanOrEqual(FixtureFiles.urls("safedi").count, 10, "the SafeDI fixtures are missing")
        XCTAssertGreaterThanOrEqual(FixtureFiles.caseFolders("safedi-tree").count, 8, "the safedi-tree fixtures are missing")
    }
}

/// What the SafeDI fixtures must cover: every macro rule, every message
/// variant and every fix-it title.
final class SafeDIFixtureTests: XCTestCase {
    static let library = SafeDILibrary()

    /// The macros' fixtures, one declaration at a time: the tree rules (which
    /// see every part as one workspace, where ported cases would make
    /// duplicates) are off there unless the fixture configures them;
    /// `Fixtures/safedi-tree/` tests those.
    static func loadFixtures() throws -> [Fixture] {
        try FixtureFiles.fixtures("safedi").map { fixture in
            var f = fixture
            for id in SafeDILibrary.treeRuleIDs where f.configuration.severities[id] == nil {
                f.configuration.severities[id] = .some(nil)
            }
            return f
        }
    }

    func testEveryRuleIsCovered() throws {
        var seen: Set<String> = []
        for f in try Self.loadFixtures() {
            seen.formUnion(Analyzer.analyze(f.sourceFiles, libraries: [Self.library], configuration: f.configuration)
                .diagnostics.map(\.rule))
        }
        // the tree rules: SafeDITreeFixtureTests
        for rule in Self.library.rules where !SafeDILibrary.treeRuleIDs.contains(rule.id) {
            XCTAssertTrue(seen.contains(rule.id), "no fixture triggers \(rule.id)")
        }
    }

    /// The messages of the argument checks and of the three missing-initializer variants.
    func testEveryMessageVariantIsCovered() throws {
        let messages = Set(try Self.loadFixtures().flatMap { try $0.expectations() }.map(\.message))
        let variants = [
            "The argument `fulfillingAdditionalTypes` must not include optionals",
            "The argument `fulfillingAdditionalTypes` must be an inlined array",
            "The argument `mockAttributes` must be a string literal",
            "The argument `generateMock` must be a Bool literal (`true` or `false`)",
            "The argument `mockOnly` must be a Bool literal (`true` or `false`)",
            "The argument `customMockName` must be a string literal or `nil`",
            "@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.",
            "@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property. Parameters in this initializer that do not correspond to a decorated property must have default values.",
            "@Instantiable-decorated type with no @Instantiated, @Received, or @Forwarded-decorated properties must have a `public` or `open` initializer that either takes no parameters or has a default value for each parameter.",
        ]
        for m in variants { XCTAssertTrue(messages.contains(m), "no fixture expects: \(m)") }
    }

    func testEveryFixTitleIsCovered() throws {
        var titles: Set<String> = []
        for f in try Self.loadFixtures() {
            for d in Analyzer.analyze(f.sourceFiles, libraries: [Self.library], configuration: f.configuration).diagnostics {
                for fix in d.fixes { titles.insert(Self.generalize(fix.title)) }
            }
        }
        for rule in Self.library.rules where !SafeDILibrary.treeRuleIDs.contains(rule.id) {
            for t in rule.fixTitles {
                XCTAssertTrue(titles.contains(t), "\(rule.id): no fixture produces the fix-it '\(t)'")
            }
        }
    }

    /// `Add arguments for a: A` → `Add arguments for …`; the extended type of
    /// `Add `public static func instantiate() -> X` method` → `Type`.
    static func generalize(_ title: String) -> String {
        if title.hasPrefix("Add arguments for ") { return "Add arguments for …" }
        if title.hasPrefix("Add mock() arguments for ") { return "Add mock() arguments for …" }
        if title.hasPrefix("Add default values to mock() non-dependency parameters for ") {
            return "Add default values to mock() non-dependency parameters for …"
        }
        if title.hasPrefix("Change mock() return type to ") { return "Change mock() return type to `…`" }
        if title.hasPrefix("Add `public static func "), title.hasSuffix(" method"), !title.contains("instantiate()") {
            return title.contains("->") ? "Add `public static func mock(…) -> Type` method" : "Add `public static func …(…)` method"
        }
        if title.hasPrefix("Add `public static func instantiate() -> ") {
            return "Add `public static func instantiate() -> Type` method"
        }
        return title
    }
}
