import WiringAnalysis
import WiringLibraries
import WiringSyntax
import XCTest
import WiringTestSupport

/// `wiring/superfluous-disable` and `wiring/unknown-rule-in-disable`: a
/// suppression comment is reported when it silences nothing or names no
/// rule, at the comment, with a fix that leaves code that parses.
final class SuppressionRulesTests: XCTestCase {
    static let rule = "initializable/waitfor-requires-async"

    /// A service whose `refresh` is a sync `@WaitForInit` (one finding),
    /// with `comment` on the line above the attribute.
    static func service(_ comment: String?, fileComment: String? = nil) -> String {
        (fileComment.map { $0 + "\n" } ?? "") + """
        import Initializable
        actor Service: Initializable {
            let gate = InitializationGate()
            func start() async { markInitialized() }
        \(comment.map { "    " + $0 + "\n" } ?? "")    @WaitForInit
            func refresh() -> Int { 0 }
        }

        """
    }

    func diagnostics(_ text: String, configuration: Configuration = Configuration()) -> [Diagnostic] {
        Analyzer.analyze([SourceFile(path: "/w/Service.swift", text: text)], libraries: Registry.libraries,
                         configuration: configuration).diagnostics
    }

    /// (rule, 1-based line, message) of each diagnostic.
    func summary(_ text: String, configuration: Configuration = Configuration()) -> [String] {
        let source = SourceText(text)
        return diagnostics(text, configuration: configuration).map {
            "\(source.line(of: $0.range.lowerBound) + 1) \($0.rule): \(source.text($0.range))"
        }
    }

    /// Applies a diagnostic's fix by title and returns the new text.
    func applying(_ title: String, of d: Diagnostic, to text: String) throws -> String {
        let fix = try XCTUnwrap(d.fixes.first { $0.title == title }, "no fix '\(title)' in \(d.fixes.map(\.title))")
        return String(decoding: EditApplier.apply(fix.edits, to: Array(text.utf8)), as: UTF8.self)
    }

    func testASuppressionThatSilencesAFindingIsNotReported() {
        for comment in ["// wiring:disable-next-line \(Self.rule)", "// wiring:disable-next-line",
                        "// wiring:disable-next-line initializable -- the whole library",
                        "// wiring:disable-next-line safedi/unknown-type-somewhere, \(Self.rule)"] {
            let found = summary(Self.service(comment))
            XCTAssertFalse(found.contains { $0.contains(Self.rule) }, comment)
            XCTAssertFalse(found.contains { $0.contains("superfluous") }, "\(comment): \(found)")
        }
        XCTAssertEqual(summary(Self.service(nil, fileComment: "// wiring:disable-file \(Self.rule)")), [])
    }

    func testSuppressionsThatSilenceNothingAreReportedAtTheCommentWithARemovalThatParses() throws {
        // the finding is fixed; the comment stays
        let fixed = Self.service("// wiring:disable-next-line \(Self.rule) -- until the refactor")
            .replacingOccurrences(of: "func refresh() -> Int", with: "func refresh() async -> Int")
        let ds = diagnostics(fixed)
        XCTAssertEqual(ds.map(\.rule), ["wiring/superfluous-disable"])
        let d = try XCTUnwrap(ds.first)
        XCTAssertEqual(d.severity, .warning)
        XCTAssertEqual(d.message, "'wiring:disable-next-line' silences nothing: no finding of '\(Self.rule)' on the next line; remove it")
        XCTAssertEqual(SourceText(fixed).text(d.range), "// wiring:disable-next-line \(Self.rule)")
        let removed = try applying("Remove the suppression comment", of: d, to: fixed)
        XCTAssertEqual(removed, Self.service(nil).replacingOccurrences(of: "func refresh() -> Int", with: "func refresh() async -> Int"))
        XCTAssertEqual(diagnostics(removed), [])

        // on a line with code, and for every kind
        XCTAssertEqual(summary("let x = 1 // wiring:disable-line\n"),
                       ["1 wiring/superfluous-disable: // wiring:disable-line"])
        let trailing = try XCTUnwrap(diagnostics("let x = 1 // wiring:disable-line\n").first)
        XCTAssertEqual(try applying("Remove the suppression comment", of: trailing, to: "let x = 1 // wiring:disable-line\n"), "let x = 1\n")
        XCTAssertEqual(summary("// wiring:disable-file \(Self.rule)\nlet x = 1\n"),
                       ["1 wiring/superfluous-disable: // wiring:disable-file \(Self.rule)"])
    }

    func testOneIdleIdAmongUsedOnesIsReportedAlone() throws {
        let text = Self.service("// wiring:disable-next-line safedi/dependency-has-initializer, \(Self.rule), swinject")
        let ds = diagnostics(text)
        XCTAssertEqual(ds.map { SourceText(text).text($0.range) }, ["safedi/dependency-has-initializer", "swinject"])
        XCTAssertEqual(ds.first?.message, "'safedi/dependency-has-initializer' in this suppression silences nothing: no finding of it on the next line")
        var fixed = try applying("Remove 'safedi/dependency-has-initializer' from the suppression", of: ds[0], to: text)
        fixed = try applying("Remove 'swinject' from the suppression", of: try XCTUnwrap(diagnostics(fixed).first), to: fixed)
        XCTAssertTrue(fixed.contains("    // wiring:disable-next-line \(Self.rule)\n"), fixed)
        XCTAssertEqual(diagnostics(fixed), [])
    }

    func testUnknownRuleIdsGetTheClosestIdAndAreNotAlsoSuperfluous() throws {
        let text = Self.service("// wiring:disable-next-line initializable/waitfor-require-async")
        let ds = diagnostics(text)
        XCTAssertEqual(ds.map(\.rule).sorted(), [Self.rule, "wiring/unknown-rule-in-disable"])
        let d = try XCTUnwrap(ds.first { $0.rule == "wiring/unknown-rule-in-disable" })
        XCTAssertEqual(d.message, "Unknown rule 'initializable/waitfor-require-async': it silences nothing; did you mean '\(Self.rule)'?")
        XCTAssertEqual(SourceText(text).text(d.range), "initializable/waitfor-require-async")
        let fixed = try applying("Change to '\(Self.rule)'", of: d, to: text)
        XCTAssertEqual(diagnostics(fixed), [], "the fixed id silences the finding and is used")
        // a library id misspelt, and an id like nothing
        XCTAssertEqual(diagnostics("// wiring:disable-file safdi\nlet x = 1\n").map(\.message),
                       ["Unknown rule 'safdi': it silences nothing; did you mean 'safedi'?"])
        XCTAssertEqual(diagnostics("// wiring:disable-file completely-unrelated-words\nlet x = 1\n").first?.fixes.map(\.title),
                       ["Remove the suppression comment"])
    }

    func testAKindThatDoesNotExistIsReportedWithTheClosestKind() throws {
        let text = Self.service("// wiring:disable-nextline \(Self.rule)")
        let d = try XCTUnwrap(diagnostics(text).first { $0.rule == "wiring/superfluous-disable" })
        XCTAssertTrue(d.message.hasPrefix("'wiring:disable-nextline' is not a suppression"), d.message)
        let fixed = try applying("Change to 'wiring:disable-next-line'", of: d, to: text)
        XCTAssertEqual(diagnostics(fixed), [])
    }

    func testRulesTheConfigurationTurnsOffAreNotSuperfluousAndTheseRulesCanBeTurnedOff() {
        let text = Self.service(nil, fileComment: "// wiring:disable-file safedi/dependency-has-initializer")
        XCTAssertEqual(summary(text).filter { $0.contains("superfluous") }.count, 1)
        XCTAssertEqual(summary(text, configuration: Configuration(severities: ["safedi/dependency-has-initializer": Optional<Severity>.none]))
            .filter { $0.contains("superfluous") }, [])
        XCTAssertEqual(summary(text, configuration: Configuration(severities: ["wiring/superfluous-disable": Optional<Severity>.none]))
            .filter { $0.contains("superfluous") }, [])
        // and a comment can silence them
        XCTAssertEqual(summary("// wiring:disable-next-line wiring/superfluous-disable\n// wiring:disable-line\nlet x = 1\n"), [])
    }

    func testExamplesOfTheRulesTriggerAndDoNot() {
        for rule in SuppressionRules.all {
            for e in rule.triggeringExamples {
                XCTAssertTrue(diagnostics(e).contains { $0.rule == rule.id }, "\(rule.id): \(e)")
            }
            for e in rule.nonTriggeringExamples {
                XCTAssertFalse(diagnostics(e).contains { $0.rule.hasPrefix("wiring/") }, "\(rule.id): \(e)")
            }
        }
    }

    func testIncrementalEditsOfCommentsAgreeWithAnalysisFromScratch() {
        let a = "/w/A.swift", b = "/w/B.swift"
        let session = AnalysisSession([a: Self.service(nil), b: "let x = 1\n"], libraries: Registry.libraries)
        _ = session.apply([a, b])
        func check(_ what: String) {
            let scratch = Analyzer.analyze(session.texts.keys.sorted().map { SourceFile(path: $0, text: session.texts[$0]!) },
                                           libraries: Registry.libraries).diagnostics
            XCTAssertEqual(session.workspace.allDiagnostics, scratch, what)
        }
        check("start")
        session.texts[b] = "// wiring:disable-next-line\nlet x = 1\n"
        XCTAssertEqual(session.apply([b]), [b], "a file with no findings gets the superfluous comment")
        check("comment added")
        session.texts[a] = Self.service("// wiring:disable-next-line \(Self.rule)")
        _ = session.apply([a])
        check("used comment")
        session.texts[a] = Self.service("// wiring:disable-next-line \(Self.rule)").replacingOccurrences(of: "-> Int", with: "async -> Int")
        XCTAssertEqual(session.apply([a]), [a])
        check("finding fixed, comment stale")
        session.texts[b] = "let x = 1\n"
        XCTAssertEqual(session.apply([b]), [b])
        check("comment removed")
    }
}
