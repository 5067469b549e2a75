import XCTest
@testable import WiringAnalysis
@testable import WiringInitializable
import WiringSyntax
import WiringTestSupport

/// Configuration, suppression, scope, coverage and the edit builders.
final class AnalyzerTests: XCTestCase {
    private func analyze(_ text: String, path: String = "A.swift",
                         configuration: Configuration = Configuration()) -> AnalysisResult {
        Analyzer.analyze([SourceFile(path: path, text: text)], libraries: [InitializableLibrary()], configuration: configuration)
    }

    private let readme = """
    @AutoAwaitInit
    actor MyService: Initializable {
        let gate = InitializationGate()

        func setup() async {
            await markInitialized()
        }

        func fetchData() async -> Data { Data() }
        func ping() async { }
        func name() -> String { "" }
    }
    extension MyService {
        func extra() async { }
    }
    """

    // MARK: Configuration

    func testConfigurationTurnsRulesOffAndChangesSeverity() throws {
        let base = analyze(readme).diagnostics
        XCTAssertEqual(base.map(\.rule).sorted(), ["initializable/extension-member-ungated", "initializable/opener-gated"])
        let off = try Configuration(json: Data(#"{"rules": {"initializable/opener-gated": "off"}}"#.utf8))
        XCTAssertEqual(analyze(readme, configuration: off).diagnostics.map(\.rule), ["initializable/extension-member-ungated"])
        let warn = Configuration(severities: ["initializable/opener-gated": .warning,
                                              "initializable/extension-member-ungated": .error])
        let d = analyze(readme, configuration: warn).diagnostics
        XCTAssertEqual(d.first { $0.rule == "initializable/opener-gated" }?.severity, .warning)
        XCTAssertEqual(d.first { $0.rule == "initializable/extension-member-ungated" }?.severity, .error)
    }

    func testConfigurationExcludes() {
        let c = Configuration(excludes: ["Generated/**"])
        XCTAssertEqual(analyze(readme, path: "Generated/A.swift", configuration: c).diagnostics.count, 0)
        XCTAssertEqual(analyze(readme, path: "Sources/A.swift", configuration: c).diagnostics.count, 2)
    }

    // MARK: Suppression

    func testSuppressionDirectives() {
        let src = SourceText("""
        let a = 1 // wiring:disable-line x/one
        // wiring:disable-next-line x/two, x/three -- because
        let b = 2
        //wiring:disable-next-line
        let c = 3
        let s = "wiring:disable-line x/one" // a string is no directive
        // see wiring:disable-line x/four (not at the comment's start)
        // wiring:disable-next-line lib
        let d = 4
        """)
        let s = Suppressions(src)
        XCTAssertTrue(s.suppresses(rule: "x/one", line: 0))
        XCTAssertFalse(s.suppresses(rule: "x/two", line: 0))
        XCTAssertTrue(s.suppresses(rule: "x/two", line: 2))
        XCTAssertTrue(s.suppresses(rule: "x/three", line: 2))
        XCTAssertFalse(s.suppresses(rule: "x/one", line: 2))
        XCTAssertTrue(s.suppresses(rule: "anything/at-all", line: 4))
        XCTAssertFalse(s.suppresses(rule: "x/one", line: 5))
        XCTAssertFalse(s.suppresses(rule: "x/four", line: 6))
        XCTAssertTrue(s.suppresses(rule: "lib/rule", line: 8))
        XCTAssertFalse(s.suppresses(rule: "library/rule", line: 8))
        let file = Suppressions(SourceText("// wiring:disable-file x/one\nlet a = 1\n"))
        XCTAssertTrue(file.suppresses(rule: "x/one", line: 1))
        XCTAssertFalse(file.suppresses(rule: "x/two", line: 1))
    }

    // MARK: Scope

    func testNothingIsReportedWithoutTheLibrary() {
        let r = analyze("""
        actor Plain {
            func load() async -> Int { 0 }
            func setup() async { await markInitialized() }
        }
        """)
        XCTAssertTrue(r.diagnostics.isEmpty)
        XCTAssertTrue(r.coverage.isEmpty)
    }

    /// A project's own protocol named `Initializable` (no `gate`) is not the
    /// library's: its conformers are no gate types.
    func testOwnInitializableProtocolIsNotTheLibrary() {
        let r = analyze("""
        protocol Initializable { init() }
        struct Model: Initializable {
            init() { }
            func load() async -> Int { 0 }
        }
        """)
        XCTAssertTrue(r.diagnostics.isEmpty, "\(r.diagnostics.map(\.message))")
        XCTAssertTrue(r.coverage.isEmpty)
    }

    // MARK: Coverage

    func testCoverageOfTheReadmeService() throws {
        let r = analyze(readme)
        let c = try XCTUnwrap(r.coverage.first)
        XCTAssertEqual(r.coverage.count, 1)
        XCTAssertEqual(c.type, "MyService")
        XCTAssertTrue(c.isAuto)
        XCTAssertFalse(c.isThrowing)
        XCTAssertEqual(c.gated, 2)      // fetchData, ping; not setup(), the opener
        XCTAssertEqual(c.ungated, 1)    // extra, in the extension
        XCTAssertEqual(c.skipped, 0)
        XCTAssertEqual(c.broken, 0)
        XCTAssertEqual(c.openers, ["setup()"])
        // the README's own example never opens: setup() is stamped too
        XCTAssertFalse(c.works)
        XCTAssertEqual(c.why, "opened only by setup() (it waits for the gate it opens)")
        XCTAssertEqual(c.lens, "gate does not work: opened only by setup() (it waits for the gate it opens) · 2/3 async methods wait")
        let src = SourceText(readme)
        XCTAssertEqual(src.text(c.range), "MyService")
        let byName = Dictionary(uniqueKeysWithValues: c.members.map { ($0.name, $0) })
        XCTAssertEqual(byName["setup()"]?.state, .opener)
        XCTAssertEqual(byName["setup()"]?.isOpener, true)
        XCTAssertEqual(byName["setup()"]?.reason,
                       "Opens the gate, but it waits for the gate it opens. Gated by @AutoAwaitInit: it is stamped with @WaitForInit, which starts it with 'await awaitInitialized()'.")
        XCTAssertEqual(byName["name()"]?.state, .exempt)
        XCTAssertEqual(byName["extra()"]?.state, .ungated)
        XCTAssertEqual(byName["extra()"]?.reason, "Not gated: @AutoAwaitInit never visits members declared in extensions.")
        XCTAssertEqual(src.text(byName["fetchData()"]!.range), "fetchData")
    }

    func testCoverageStatesAndOpenersFromOutside() throws {
        let r = Analyzer.analyze([
            SourceFile(path: "Feed.swift", text: """
            @AutoAwaitThrowingInit
            actor Feed: ThrowingInitializable {
                let gate = ThrowingInitializationGate()
                @SkipInit func prepare() async { }
                func items() async throws -> [Int] { [] }
                func count() async -> Int { 0 }
                static func make() async throws -> Feed { Feed() }
            }
            """),
            SourceFile(path: "App.swift", text: """
            struct App {
                let feed = Feed()
                func start() async { await feed.markInitialized() }
            }
            """),
        ], libraries: [InitializableLibrary()])
        let c = try XCTUnwrap(r.coverage.first)
        XCTAssertTrue(c.isThrowing)
        XCTAssertEqual(c.openers, ["App.start()"])
        XCTAssertEqual(c.gated, 1)
        XCTAssertEqual(c.skipped, 1)
        XCTAssertEqual(c.broken, 2)   // count(): async-only; make(): static
        XCTAssertEqual(c.lens, "gate: 1/1 async method waits · 1 skipped · 2 broken · opened by App.start()")
        XCTAssertEqual(c.ratio, 1)
        XCTAssertTrue(c.works)   // a call on another instance opens it
        XCTAssertEqual(c.why, "")
        XCTAssertFalse(r.diagnostics.contains { $0.rule == "initializable/gate-never-opened" })
    }

    /// A gate nothing known opens, while some opener's receiver cannot be
    /// resolved: only a hint, and its coverage says which call (for hover).
    /// Once the receiver resolves (a typed loop variable), it is opened.
    func testUnresolvedOpenerMakesNeverOpenedAHintAndIsNamedInCoverage() throws {
        let store = SourceFile(path: "Sources/Store.swift", text: """
            @AutoAwaitInit
            actor Store: Initializable {
                let gate = InitializationGate()
                func load() async -> Int { 0 }
            }
            """)
        func boot(_ loop: String) -> SourceFile {
            SourceFile(path: "Sources/Boot.swift", text: """
                func boot(stores: [Store], make: () -> [Store]) async {

                    \(loop) {
                        await s.markInitialized()
                    }
                }
                """)
        }
        let unknown = Analyzer.analyze([store, boot("for s in make()")], libraries: [InitializableLibrary()])
        let hint = try XCTUnwrap(unknown.diagnostics.first { $0.rule == "initializable/gate-never-opened" })
        XCTAssertEqual(hint.severity, .hint)
        XCTAssertEqual(unknown.coverage.first?.unresolvedOpeners, ["`s.markInitialized()` at Boot.swift:4"])
        XCTAssertEqual(unknown.coverage.first?.lens, "gate does not work: never opened · 1/1 async method waits")
        XCTAssertEqual(unknown.coverage.first?.works, false)

        let known = Analyzer.analyze([store, boot("for s in stores")], libraries: [InitializableLibrary()])
        XCTAssertFalse(known.diagnostics.contains { $0.rule == "initializable/gate-never-opened" })
        XCTAssertEqual(known.coverage.first?.unresolvedOpeners, [])
        XCTAssertEqual(known.coverage.first?.openers, ["boot(stores:make:)"])
        XCTAssertEqual(known.coverage.first?.works, true)
    }

    // MARK: Edits

    func testInsertedLinesFollowTheFileLineEndingsAndIndentation() throws {
        let text = "@AutoAwaitInit\r\nactor S: Initializable {\r\n\tlet gate = InitializationGate()\r\n\tfunc setup() async { await markInitialized() }\r\n}\r\n"
        let d = try XCTUnwrap(analyze(text).diagnostics.first { $0.rule == "initializable/opener-gated" })
        let fix = try XCTUnwrap(d.fixes.first)
        XCTAssertEqual(fix.title, "Mark with @SkipInit")
        XCTAssertEqual(fix.edits.map(\.newText), ["@SkipInit\r\n\t"])
        let fixed = String(decoding: EditApplier.apply(fix.edits, to: Array(text.utf8)), as: UTF8.self)
        XCTAssertTrue(fixed.contains("\t@SkipInit\r\n\tfunc setup()"))
        XCTAssertTrue(analyze(fixed).diagnostics.isEmpty)
    }

    func testDeletingTheLastLineWithoutLineBreak() {
        let f = FileText(path: "A.swift", source: SourceText("let a = 1\n    @SkipInit"))
        let e = f.deletion(of: (f.source.count - 9)..<f.source.count)
        XCTAssertEqual(String(decoding: EditApplier.apply([e], to: f.source.bytes), as: UTF8.self), "let a = 1")
    }

    func testEditApplierSkipsOverlaps() {
        let text = Array("abcdef".utf8)
        let edits = [TextEdit(file: "f", range: 1..<3, newText: "X"), TextEdit(file: "f", range: 2..<4, newText: "Y"),
                     TextEdit(file: "f", range: 5..<5, newText: "Z")]
        XCTAssertEqual(String(decoding: EditApplier.apply(edits, to: text), as: UTF8.self), "aXdeZf")
        XCTAssertTrue(EditApplier.overlaps(edits[0], edits[1]))
        XCTAssertFalse(EditApplier.overlaps(edits[0], edits[2]))
        XCTAssertTrue(EditApplier.overlaps(edits[2], TextEdit(file: "f", range: 5..<5, newText: "W")))
    }

    // MARK: Robustness

    /// Half-typed and broken code never traps, and results are stable.
    func testBrokenInputs() {
        let inputs = [
            "@AutoAwaitInit", "@AutoAwaitInit actor", "@WaitForInit func", "@WaitForInit func f(",
            "@AutoAwaitInit actor A: Initializable { func f() async", "@SkipInit @SkipInit", "extension : Initializable {",
            "actor A: Initializable { @WaitForInit func f() async throws( }", "@AutoAwaitThrowingInit struct S: ThrowingInitializable { func f() async throws(",
            "actor A: Initializable { func setup() async { await .markInitialized() } ; func g() async {} }",
            "class A: B {} class B: A {} @AutoAwaitInit class C: A { func f() async {} }",
            String(repeating: "@AutoAwaitInit actor A: Initializable { ", count: 400),
        ]
        for text in inputs {
            let a = analyze(text)
            let b = analyze(text)
            XCTAssertEqual(a.diagnostics, b.diagnostics, text)
            for d in a.diagnostics {
                XCTAssertLessThanOrEqual(d.range.upperBound, text.utf8.count, text)
                for e in d.fixes.flatMap(\.edits) { XCTAssertLessThanOrEqual(e.range.upperBound, text.utf8.count, text) }
            }
        }
    }
}
