import XCTest
@testable import WiringAnalysis
@testable import WiringInitializable

/// Gate coverage means "this gate works": each member's state, openers out
/// of the ratio, whatever the macros reject broken, and why a gate does not
/// work.
final class GateCoverageTests: XCTestCase {
    private func analyze(_ text: String) -> AnalysisResult {
        Analyzer.analyze([SourceFile(path: "A.swift", text: text)], libraries: [InitializableLibrary()])
    }

    private func coverage(_ text: String, of type: String, file: StaticString = #filePath, line: UInt = #line) throws -> GateCoverage {
        try XCTUnwrap(analyze(text).coverage.first { $0.type == type }, "no coverage of \(type)", file: file, line: line)
    }

    private func states(_ c: GateCoverage) -> [String: GateState] {
        Dictionary(uniqueKeysWithValues: c.members.map { ($0.name, $0.state) })
    }

    /// A correct manual gate: the hand-written opener is neither gated nor
    /// ungated, so the one method that must wait makes it 100 %.
    func testValidServiceWithAHandWrittenOpenerWorksAtFullCoverage() throws {
        let text = """
            actor Service: Initializable {
                let gate = InitializationGate()
                func setup() async {
                    await markInitialized()
                }
                @WaitForInit
                func load() async -> Int { 0 }
                func name() -> String { "" }
            }
            """
        XCTAssertEqual(analyze(text).diagnostics.map(\.rule), [])
        let c = try coverage(text, of: "Service")
        XCTAssertTrue(c.works)
        XCTAssertEqual(c.why, "")
        XCTAssertEqual([c.gated, c.ungated, c.skipped, c.broken], [1, 0, 0, 0])
        XCTAssertEqual(c.ratio, 1)
        XCTAssertEqual(states(c), ["setup()": .opener, "load()": .gated, "name()": .exempt])
        XCTAssertEqual(c.members.first { $0.name == "setup()" }?.reason,
                       "Opens the gate. Not gated: neither @WaitForInit nor a leading 'await awaitInitialized()' makes it wait.")
        XCTAssertEqual(c.lens, "gate: 1/1 async method waits · opened by setup()")
        XCTAssertEqual(CoveragePresentation().symbolDetail(c.summary), "gate: 1/1")
    }

    /// gated, ungated, skipped and opener side by side in an auto gate: a
    /// skipped opener counts as an opener, not as skipped.
    func testEachStateOfAnAutoGate() throws {
        let c = try coverage("""
            @AutoAwaitInit
            actor Cache: Initializable {
                let gate = InitializationGate()
                @SkipInit func warmUp() async { await markInitialized() }
                @SkipInit func peek() async -> Int { 0 }
                func value() async -> Int { 0 }
                init() { }
            }
            extension Cache {
                func dump() async { }
            }
            """, of: "Cache")
        XCTAssertEqual(states(c), ["warmUp()": .opener, "peek()": .skipped, "value()": .gated, "init()": .exempt,
                                   "dump()": .ungated])
        XCTAssertEqual([c.gated, c.ungated, c.skipped, c.broken], [1, 1, 1, 0])
        XCTAssertTrue(c.works)
        XCTAssertEqual(c.lens, "gate: 1/2 async methods wait · 1 skipped · opened by warmUp()")
    }

    /// Every declaration a macro rejects is broken, a synchronous one too,
    /// and none of them counts in the ratio.
    func testWhatTheMacrosRejectIsBrokenNeverExempt() throws {
        let text = """
            actor Store: Initializable {
                let gate = InitializationGate()
                func setup() async { await markInitialized() }
                @WaitForInit func load() async -> Int { 0 }
                @WaitForInit func ping() -> Bool { true }
                @WaitForThrowingInit func fetch() async throws -> Int { 0 }
                @SkipInit func warm() async { }
                func now() -> Int { 0 }
            }
            @AutoAwaitInit
            actor Auto: Initializable {
                let gate = InitializationGate()
                @SkipInit func setup() async { await markInitialized() }
                @SkipInit func sync() { }
                @WaitForInit func twice() async { }
                static func make() async -> Auto { Auto() }
                func value() async -> Int { 0 }
            }
            @AutoAwaitThrowingInit
            actor Feed: ThrowingInitializable {
                let gate = ThrowingInitializationGate()
                @SkipInit func setup() async { await markInitialized() }
                func count() async -> Int { 0 }
                func typed() async throws(FeedError) -> Int { 0 }
                func items() async throws -> [Int] { [] }
            }
            actor Manual: ThrowingInitializable {
                let gate = ThrowingInitializationGate()
                func setup() async { await markInitialized() }
                @WaitForThrowingInit func a() throws -> Int { 0 }
                @WaitForThrowingInit func b() -> Int { 0 }
                @WaitForThrowingInit func c() async -> Int { 0 }
                @WaitForThrowingInit func d() async throws -> Int { 0 }
            }
            """
        let expected: [(type: String, broken: Set<String>, exempt: Set<String>)] = [
            ("Store", ["ping()", "fetch()", "warm()"], ["now()"]),
            ("Auto", ["sync()", "twice()", "make()"], []),
            ("Feed", ["count()", "typed()"], []),
            ("Manual", ["a()", "b()", "c()"], []),
        ]
        for e in expected {
            let c = try coverage(text, of: e.type)
            XCTAssertEqual(Set(c.members.filter { $0.state == .broken }.map(\.name)), e.broken, e.type)
            XCTAssertEqual(Set(c.members.filter { $0.state == .exempt }.map(\.name)), e.exempt, e.type)
            XCTAssertEqual(c.broken, e.broken.count, e.type)
            // the one method that waits, out of the broken ones
            XCTAssertEqual([c.gated, c.ungated], [1, 0], e.type)
            XCTAssertTrue(c.works, e.type)
            for m in c.members where m.state == .broken {
                XCTAssertTrue(m.reason.lowercased().contains("the build fails"), "\(m.name): \(m.reason)")
            }
        }
        let store = try coverage(text, of: "Store")
        XCTAssertEqual(store.members.first { $0.name == "ping()" }?.reason,
                       "The build fails here: @WaitForInit requires the function to be 'async'.")
        XCTAssertEqual(store.lens, "gate: 1/1 async method waits · 3 broken · opened by setup()")
    }

    /// A gate that is never opened, or only by openers that wait for it or
    /// do not compile, does not work, whatever its member counts.
    func testWhyAGateDoesNotWork() throws {
        let cases: [(source: String, why: String)] = [
            // nothing opens it, although nothing waits either
            ("""
             actor S: Initializable {
                 let gate = InitializationGate()
                 func name() -> String { "" }
             }
             """, "never opened"),
            ("""
             @AutoAwaitInit
             actor S: Initializable {
                 let gate = InitializationGate()
                 func setup() async { await markInitialized() }
                 func load() async -> Int { 0 }
             }
             """, "opened only by setup() (it waits for the gate it opens)"),
            ("""
             actor S: Initializable {
                 let gate = InitializationGate()
                 @WaitForInit func setup() async { await markInitialized() }
                 @WaitForInit func load() async -> Int { 0 }
             }
             """, "opened only by setup() (it waits for the gate it opens)"),
            ("""
             actor S: Initializable {
                 let gate = InitializationGate()
                 func setup() async {
                     await awaitInitialized()
                     await markInitialized()
                 }
             }
             """, "opened only by setup() (it waits for the gate it opens)"),
            ("""
             actor S: Initializable {
                 let gate = InitializationGate()
                 func setup() async {
                     await load()
                     await markInitialized()
                 }
                 @WaitForInit func load() async { }
             }
             """, "opened only by setup() (it awaits gated 'load()' before opening the gate)"),
            ("""
             actor S: Initializable {
                 let gate = InitializationGate()
                 @SkipInit func setup() async { await markInitialized() }
                 @WaitForInit func load() async -> Int { 0 }
             }
             """, "opened only by setup() (the macro rejects it)"),
            ("""
             actor S: Initializable {
                 let gate = InitializationGate()
                 @WaitForInit func start() async { await markInitialized() }
                 @WaitForInit func restart() async { await markInitialized() }
                 @WaitForInit func load() async -> Int { 0 }
             }
             """, "opened only by start() (it waits for the gate it opens) and restart() (it waits for the gate it opens)"),
        ]
        for (source, why) in cases {
            let c = try coverage(source, of: "S")
            XCTAssertFalse(c.works, source)
            XCTAssertEqual(c.why, why, source)
            XCTAssertTrue(c.lens.hasPrefix("gate does not work: \(why) · "), c.lens)
            XCTAssertTrue(CoveragePresentation().hover(c.summary, markdown: false).contains(c.lens), source)
            XCTAssertEqual(CoveragePresentation().symbolDetail(c.summary), "gate: \(c.gated)/\(c.gated + c.ungated) · does not work")
            XCTAssertEqual(c.members.filter { $0.state == .gated || $0.state == .ungated }.count, c.gated + c.ungated, source)
        }
    }

    /// One opener that opens the gate is enough: another that waits for
    /// itself only waits for that one (opener-gated says so, as a warning).
    func testAnOpenerThatOpensMakesTheGateWork() throws {
        let text = """
            actor S: Initializable {
                let gate = InitializationGate()
                func setup() async { await markInitialized() }
                @WaitForInit func reset() async { await markInitialized() }
                @WaitForInit func load() async -> Int { 0 }
            }
            """
        let c = try coverage(text, of: "S")
        XCTAssertTrue(c.works)
        XCTAssertEqual(c.openers, ["setup()", "reset()"])
        XCTAssertEqual(states(c), ["setup()": .opener, "reset()": .opener, "load()": .gated])
        XCTAssertEqual([c.gated, c.ungated], [1, 0])
        XCTAssertEqual(c.members.first { $0.name == "reset()" }?.reason.hasPrefix("Opens the gate, but it waits for the gate it opens."), true)
        let member = try XCTUnwrap(c.summary.members.first { $0.name == "reset()" })
        let hover = CoveragePresentation().hover(member: member, of: c.summary, markdown: false)
        XCTAssertTrue(hover.hasPrefix("reset() · opens the gate\n\nOpens the gate, but it waits for the gate it opens."), hover)
        XCTAssertEqual(analyze(text).diagnostics.first { $0.rule == "initializable/opener-gated" }?.severity, .warning)
    }
}
